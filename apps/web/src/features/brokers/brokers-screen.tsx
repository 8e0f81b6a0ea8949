import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import type { UserListSlot } from '../../ui/user-list-slot.ts';
import { brokerFields } from './broker-fields.tsx';
import { BrokerSuperActions } from './broker-super-actions.tsx';
import { InvitationSearch } from './invitation-search.tsx';
import { PendingBrokers } from './pending-brokers.tsx';
import { useBrokerWords } from './words.ts';

export const brokerPages = ['accept', 'pending', 'removed', 'notification', 'invitation'] as const;
export type BrokerPage = (typeof brokerPages)[number];

/** Which broker pages an admin may open: the invitation tab is for super admins only (console-core §2, §6). */
export function brokerPagesFor(isSuper: boolean): readonly BrokerPage[] {
  return isSuper ? brokerPages : brokerPages.filter((page) => page !== 'invitation');
}

/** /brokers/{accept|pending|removed|notification|invitation} (console-core §2 Broker screens). */
export function BrokersScreen({
  page,
  isSuper,
  userList,
  onBrokerAccepted,
  notificationPanel,
}: {
  page: BrokerPage;
  isSuper: boolean;
  /** The shared user list (features/users), passed in by the app; configured here for brokers. */
  userList: UserListSlot;
  /** After an accept or reject: the app refreshes the lists and counts of other areas. */
  onBrokerAccepted: () => void;
  notificationPanel: ReactNode;
}) {
  const w = useBrokerWords();
  const tabs = brokerPagesFor(isSuper).map((value) => ({ value, label: w(value) }));
  return (
    <Stack gap={0}>
      <Title order={2} mb="md">
        {w('title')}
      </Title>
      <RouteTabs base="/brokers" tabs={tabs} current={page} />
      {page === 'pending' ? <PendingBrokers isSuper={isSuper} onLeft={onBrokerAccepted} /> : null}
      {page === 'notification' ? notificationPanel : null}
      {page === 'invitation' ? <InvitationSearch /> : null}
      {page === 'accept' || page === 'removed'
        ? userList({
            view: page,
            extraFields: (user) => brokerFields(w, user),
            extraActions: (user, patch) =>
              isSuper && page === 'accept' ? <BrokerSuperActions user={user} onChanged={patch} /> : null,
          })
        : null}
    </Stack>
  );
}
