import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import type { UserListSlot } from '../../ui/user-list-slot.ts';
import { useFranchiseWords } from './words.ts';

export const franchisePages = ['accept', 'removed', 'notification'] as const;
export type FranchisePage = (typeof franchisePages)[number];

/** /franchises/{accept|removed|notification} (console-core §2 Franchise screens). */
export function FranchisesScreen({
  page,
  userList,
  notificationPanel,
}: {
  page: FranchisePage;
  /** The shared user list (features/users), passed in by the app. */
  userList: UserListSlot;
  notificationPanel: ReactNode;
}) {
  const w = useFranchiseWords();
  const tabs = franchisePages.map((value) => ({ value, label: w(value) }));
  return (
    <Stack gap={0}>
      <Title order={2} mb="md">
        {w('title')}
      </Title>
      <RouteTabs base="/franchises" tabs={tabs} current={page} />
      {page === 'notification' ? notificationPanel : userList({ view: page })}
    </Stack>
  );
}
