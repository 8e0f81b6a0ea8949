import { Stack, Title } from '@mantine/core';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import { AddAdminForm } from './add-admin-form.tsx';
import { AdminList } from './admin-list.tsx';
import { useAdminWords } from './words.ts';

export const adminPages = ['add', 'view'] as const;
export type AdminPage = (typeof adminPages)[number];

/** /admins/add and /admins/view (console-core §2 Administrator screens). */
export function AdminsScreen({ page, sessionAdminId }: { page: AdminPage; sessionAdminId: string }) {
  const w = useAdminWords();
  const tabs = adminPages.map((value) => ({ value, label: w(value) }));
  return (
    <Stack gap={0}>
      <Title order={2} mb="md">
        {w('title')}
      </Title>
      <RouteTabs base="/admins" tabs={tabs} current={page} />
      {page === 'add' ? <AddAdminForm /> : <AdminList sessionAdminId={sessionAdminId} />}
    </Stack>
  );
}
