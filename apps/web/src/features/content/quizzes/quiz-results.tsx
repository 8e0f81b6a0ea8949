import { Stack, Table, Text } from '@mantine/core';
import { PageListView } from '../../../ui/page-list-view.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { useQuizResults } from '../api/content-calls.ts';
import { useContentWords } from '../words.ts';

/** Each member's attempts and best on-time score in one quiz, latest first; Get more pages on. */
export function QuizResults({ quizId }: { quizId: string }) {
  const w = useContentWords();
  const list = useQuizResults(quizId);
  return (
    <Stack gap="xs" aria-label={w('results')}>
      <SearchBox
        onSearch={list.setSearch}
        onBlank={() => list.setSearch(undefined)}
        label={w('searchResults')}
        results={list.search}
      />
      <PageListView list={list}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{w('member')}</Table.Th>
              <Table.Th>{w('attempts')}</Table.Th>
              <Table.Th>{w('bestScore')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((row, index) => (
              <Table.Tr key={row.user_id?._id ?? `removed-${index}`}>
                <Table.Td dir="auto">
                  {row.user_id ? (
                    <>
                      {row.user_id.name} (<bdi dir="ltr">{row.user_id.phone}</bdi>)
                    </>
                  ) : (
                    w('removedMember')
                  )}
                </Table.Td>
                <Table.Td>{row.attempts}</Table.Td>
                <Table.Td>
                  {row.best_score === null ? w('lateOnly') : <bdi dir="ltr">{row.best_score}%</bdi>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {w('members', { count: list.total })}
        </Text>
      </PageListView>
    </Stack>
  );
}
