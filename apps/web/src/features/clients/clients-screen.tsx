import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import type { UserListSlot } from '../../ui/user-list-slot.ts';
import { useClientWords } from './words.ts';

export const clientPages = ['accept', 'removed', 'notification'] as const;
export type ClientPage = (typeof clientPages)[number];

/** /clients/{accept|removed|notification} (console-core §2 Client screens). */
export function ClientsScreen({
  page,
  userList,
  notificationPanel,
}: {
  page: ClientPage;
  /** The shared user list (features/users), passed in by the app. */
  userList: UserListSlot;
  notificationPanel: ReactNode;
}) {
  const w = useClientWords();
  const tabs = clientPages.map((value) => ({ value, label: w(value) }));
  return (
    <Stack gap={0}>
      <Title order={2} mb="md">
        {w('title')}
      </Title>
      <RouteTabs base="/clients" tabs={tabs} current={page} />
      {page === 'notification' ? notificationPanel : userList({ view: page })}
    </Stack>
  );
}
