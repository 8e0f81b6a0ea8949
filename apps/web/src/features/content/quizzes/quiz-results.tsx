import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { useQuizResults } from '../api/quizzes-api.ts';

/** Each member's attempts and best on-time score in one quiz, latest first, a page at a time. */
export function QuizResults({ quizId }: { quizId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<string>();
  const results = useQuizResults(quizId, page, search);
  const find = (text: string | undefined) => {
    setSearch(text);
    setPage(1);
  };
  return (
    <Stack gap="xs" aria-label="Results">
      <SearchBox onSearch={find} onBlank={() => find(undefined)} label="Search results" />
      {search ? (
        <Text size="xs" c="dimmed">
          Members matching “{search}”
        </Text>
      ) : null}
      {results.isPending ? <Loader size="sm" aria-label="Loading results" /> : null}
      {results.isError ? <Alert color="red">{results.error.message}</Alert> : null}
      {results.data && results.data.items.length === 0 ? <EmptyState /> : null}
      {results.data && results.data.items.length > 0 ? (
        <>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Best score</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.data.items.map((row, index) => (
                <Table.Tr key={row.user_id?._id ?? index}>
                  <Table.Td dir="auto">
                    {row.user_id ? `${row.user_id.name} (${row.user_id.phone})` : 'Removed member'}
                  </Table.Td>
                  <Table.Td>{row.attempts}</Table.Td>
                  <Table.Td>{row.best_score === null ? 'Late only' : `${row.best_score}%`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Text size="xs">
              Page {results.data.page} of {results.data.pages} · {results.data.total} members
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={page >= results.data.pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
