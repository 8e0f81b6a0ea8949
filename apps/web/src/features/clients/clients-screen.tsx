import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import { UserListScreen } from '../../ui/users/user-list-screen.tsx';

export const clientPages = ['accept', 'removed', 'notification'] as const;
export type ClientPage = (typeof clientPages)[number];

const tabs = [
  { value: 'accept', label: 'Clients' },
  { value: 'removed', label: 'Removed clients' },
  { value: 'notification', label: 'Notification for clients' },
];

/** /clients/{accept|removed|notification} (console-core §2 Client screens). */
export function ClientsScreen({
  page,
  isSuper,
  notificationPanel,
}: {
  page: ClientPage;
  isSuper: boolean;
  notificationPanel: ReactNode;
}) {
  return (
    <Stack gap={0}>
      <Title order={2} mb="md">
        Clients
      </Title>
      <RouteTabs base="/clients" tabs={tabs} current={page} />
      {page === 'notification' ? (
        notificationPanel
      ) : (
        <UserListScreen key={page} type="Client" view={page} isSuper={isSuper} />
      )}
    </Stack>
  );
}
