import { SimpleGrid } from '@mantine/core';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { AdminCard } from './admin-card.tsx';
import { useAdmins } from './api/admin-calls.ts';

/** The Admins tab: one card per admin. */
export function AdminList({ sessionAdminId }: { sessionAdminId: string }) {
  const admins = useAdmins();
  if (admins.isPending) return <LoadingScreen />;
  if (!admins.data?.length) return <EmptyState />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      {admins.data.map((admin) => (
        <AdminCard key={admin._id} admin={admin} isSelf={admin._id === sessionAdminId} />
      ))}
    </SimpleGrid>
  );
}
