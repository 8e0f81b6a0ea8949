import { Stack, Table, Text } from '@mantine/core';
import { PageListView } from '../../../ui/page-list-view.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { useQuizResults } from '../api/content-calls.ts';

/** Each member's attempts and best on-time score in one quiz, latest first; Get more pages on. */
export function QuizResults({ quizId }: { quizId: string }) {
  const list = useQuizResults(quizId);
  return (
    <Stack gap="xs" aria-label="Results">
      <SearchBox
        onSearch={list.setSearch}
        onBlank={() => list.setSearch(undefined)}
        label="Search results"
        results={list.search}
      />
      <PageListView list={list}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Best score</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((row, index) => (
              <Table.Tr key={row.user_id?._id ?? `removed-${index}`}>
                <Table.Td dir="auto">
                  {row.user_id ? `${row.user_id.name} (${row.user_id.phone})` : 'Removed member'}
                </Table.Td>
                <Table.Td>{row.attempts}</Table.Td>
                <Table.Td>{row.best_score === null ? 'Late only' : `${row.best_score}%`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {list.total} members
        </Text>
      </PageListView>
    </Stack>
  );
}
