import { Box, Center, Group, Loader, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { unitPageCookie, unitSearchStorageKey, unitsListName } from '@simsar/contract/units';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { useUnitSearch, useUnitsPage } from './api/unit-calls.ts';
import { UnitCard } from './unit-card.tsx';
import { useUnitsWords } from './words.ts';

function readPageCookie(): number {
  const match = document.cookie.match(new RegExp(`(?:^|; )${unitPageCookie}=(\\d+)`));
  const page = Number(match?.[1] ?? 1);
  return Math.max(1, page);
}

function writePageCookie(page: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the page in a cookie "page"; the Cookie Store API is not in every browser.
  document.cookie = `${unitPageCookie}=${page}; path=/; max-age=2592000; samesite=lax`;
}

/**
 * The projects list (content-operations §2): page buttons and a search box; the page is kept in the cookie "page",
 * the search in local storage "unit_search"; a blank search goes back to page 1.
 */
export function UnitsList() {
  const w = useUnitsWords();
  const [page, setPage] = useState(readPageCookie);
  const [search, setSearch] = useState(() => localStorage.getItem(unitSearchStorageKey) ?? '');
  const pageQuery = useUnitsPage(page, search === '');
  const searchQuery = useUnitSearch(search);

  const goTo = (next: number) => {
    writePageCookie(next);
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  const runSearch = (text: string) => {
    localStorage.setItem(unitSearchStorageKey, text);
    setSearch(text);
  };
  const clearSearch = () => {
    localStorage.removeItem(unitSearchStorageKey);
    setSearch('');
    goTo(1);
  };

  const query = search ? searchQuery : pageQuery;
  const units = query.data?.units;
  const pages = pageQuery.data?.pages ?? 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Box maw={420} flex={1}>
          <SearchBox
            onSearch={runSearch}
            onBlank={clearSearch}
            placeholder={w('searchPlaceholder')}
            label={w('searchProjects')}
            busy={searchQuery.isFetching}
            results={search}
          />
        </Box>
        {/* Every project the search matches, where the cards show the first 100 (decision 280). */}
        <ExportMenu list={unitsListName} query={{ search }} />
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={w('loadingProjects')} />
        </Center>
      ) : query.isError ? (
        <LoadError message={query.error.message} onRetry={() => query.refetch()} />
      ) : !units || units.length === 0 ? (
        <EmptyState message={w('notFound')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg">
          {units.map((unit) => (
            <UnitCard key={unit._id} unit={unit} />
          ))}
        </SimpleGrid>
      )}
      {!search && pages > 1 ? (
        <Center>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={goTo} aria-label={w('pages')} />
        </Center>
      ) : null}
    </Stack>
  );
}
