import { Box, Group, SimpleGrid, Stack } from '@mantine/core';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { PageListView } from '../../ui/page-list-view.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { AdminCard } from './admin-card.tsx';
import { useAdminPages } from './api/admin-calls.ts';
import { useAdminWords } from './words.ts';

/** The Admins tab: one card per admin, 20 at a time with Get more, searched on the server. */
export function AdminList({ sessionAdminId }: { sessionAdminId: string }) {
  const w = useAdminWords();
  const admins = useAdminPages();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Box flex={1}>
          <SearchBox
            onSearch={admins.setSearch}
            onBlank={() => admins.setSearch(undefined)}
            placeholder={w('searchAdmins')}
            results={admins.search}
          />
        </Box>
        <ExportMenu list="admins" query={{ search: admins.search }} />
      </Group>
      <PageListView list={admins}>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {admins.items.map((admin) => (
            <AdminCard key={admin._id} admin={admin} isSelf={admin._id === sessionAdminId} />
          ))}
        </SimpleGrid>
      </PageListView>
    </Stack>
  );
}
