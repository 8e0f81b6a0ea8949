import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import { UserListScreen } from '../../ui/users/user-list-screen.tsx';

export const franchisePages = ['accept', 'removed', 'notification'] as const;
export type FranchisePage = (typeof franchisePages)[number];

const tabs = [
  { value: 'accept', label: 'Franchises' },
  { value: 'removed', label: 'Removed franchises' },
  { value: 'notification', label: 'Notification for franchises' },
];

/** /franchises/{accept|removed|notification} (console-core §2 Franchise screens). */
export function FranchisesScreen({
  page,
  isSuper,
  notificationPanel,
}: {
  page: FranchisePage;
  isSuper: boolean;
  notificationPanel: ReactNode;
}) {
  return (
    <Stack gap={0}>
      <Title order={2} mb="md">
        Franchises
      </Title>
      <RouteTabs base="/franchises" tabs={tabs} current={page} />
      {page === 'notification' ? (
        notificationPanel
      ) : (
        <UserListScreen key={page} type="Franchise" view={page} isSuper={isSuper} />
      )}
    </Stack>
  );
}
