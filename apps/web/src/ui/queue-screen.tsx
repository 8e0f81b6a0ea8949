import { Box, Group, Stack, Title } from '@mantine/core';
import type { Page } from '@simsar/contract/lists';
import {
  type ListedQueueRow,
  queueListName,
  queueListPathOf,
  queueScreenOf,
  queueTabsOf,
} from '@simsar/contract/queue-lists';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { ExportMenu } from './export-menu.tsx';
import { ListPager, ListViewBar } from './list-table/list-controls.tsx';
import { type ListColumn, ListTable } from './list-table/list-table.tsx';
import { SavedViewTabs } from './list-table/saved-view-tabs.tsx';
import { useListPrefs } from './list-table/use-list-prefs.ts';
import { useListTableWords } from './list-table/words.ts';
import { PageListView } from './page-list-view.tsx';
import { type NamedFilter, QueueFilters } from './queue-filters.tsx';
import { useQueueWords } from './queue-words.ts';
import { RouteTabs } from './route-tabs.tsx';
import { SearchBox } from './search-box.tsx';
import { pagePath } from './use-page-list.ts';
import type { QueuePageList } from './use-queue-page-list.ts';

/**
 * A queue's items as a table (docs/decisions/563): its columns described once by its engine, the
 * ones shown first, each row's name and its actions (the selection box, the moves).
 */
export type QueueTable<Item> = {
  columns: ListColumn<Item>[];
  defaultColumns: string[];
  idOf: (item: Item) => string;
  labelOf: (item: Item) => string;
  actions?: (item: Item) => ReactNode;
};

/**
 * GET one tab of a queue at its row's one list path (contract queue-lists.ts), paged and searched
 * on the server: the one list call of every queue, whatever its engine.
 */
export function fetchQueuePage<Item>(
  row: ListedQueueRow,
  tab: string,
  reply: z.ZodType<Page<Item>>,
  page: number,
  search: string | undefined,
  filter: Record<string, string> = {},
): Promise<Page<Item>> {
  return apiRequest(pagePath(queueListPathOf(row, tab), page, search, filter), { reply });
}

/**
 * ONE screen for every queue's lists (request queues, forms, deals, CIL; content-operations §2),
 * drawn from the queue's row: its title, its tabs (each its own route) with their bells, the saved
 * views of the tab (decision 560), the search box, the count, the paged list with Get more and 'Not
 * found' when empty. The cards are the engine's (`children`), or its `table` when the admin chose
 * the table for this tab (docs/decisions/563), sorted on the server and paged; `filter` is a kind's
 * own extra filter (the deals' project name).
 */
export function QueueScreen<Item>({
  row,
  page,
  list,
  bells,
  filter,
  isSuper,
  adminId,
  named,
  table,
  children,
}: {
  row: ListedQueueRow;
  page: string;
  list: QueuePageList<Item>;
  adminId: string;
  table: QueueTable<Item>;
  /** How many items wait in a tab with a bell, by its page. */
  bells: Record<string, number | undefined>;
  filter?: ReactNode;
  /** Super admins may filter by admin (an ordinary admin's queue is their own). */
  isSuper: boolean;
  /** The filters by what the items name as filed (forms, deals, CIL). */
  named?: NamedFilter[];
  children: ReactNode;
}) {
  const q = useQueueWords();
  const t = useListTableWords();
  const tabs = queueTabsOf(row);
  const tab = tabs.find((entry) => entry.page === page) ?? tabs[0];
  const listName = queueListName(row, tab?.page ?? page);
  const prefs = useListPrefs(adminId, listName, table.defaultColumns);
  if (!tab) return null;
  const words = queueScreenOf(row, tab);
  const tabTitle = (page: string) => q(`tab.${row.kind}.${page}`);
  const asTable = prefs.view === 'table';
  // The export follows the screen: its search, filters and sort (its own file has no page size).
  const exported = Object.fromEntries(Object.entries(list.sent).filter(([key]) => key !== 'size'));
  return (
    <Stack gap="md">
      <Title order={2}>{q(`title.${row.kind}`)}</Title>
      <RouteTabs
        base={row.route}
        tabs={tabs.map((entry) => ({
          value: entry.page,
          label: tabTitle(entry.page),
          bell: entry.bell ? bells[entry.page] : undefined,
        }))}
        current={tab.page}
      />
      <SavedViewTabs list={listName} adminId={adminId} isSuper={isSuper} prefs={prefs} />
      <Group justify="space-between" align="flex-start">
        <Box flex={1}>
          <SearchBox
            onSearch={list.setSearch}
            onBlank={() => list.setSearch(undefined)}
            label={words.searchLabel && q('searchTab', { tab: tabTitle(tab.page) })}
            placeholder={words.searchPlaceholder && q('submissionSearch')}
            results={list.search}
          />
        </Box>
        <ExportMenu list={listName} query={exported} />
      </Group>
      <QueueFilters isSuper={isSuper} named={named} />
      {filter}
      {list.isPending || list.isError ? null : (
        <ListViewBar count={t('items', { count: list.total })} prefs={prefs} columns={table.columns} />
      )}
      <PageListView list={list}>
        {asTable ? (
          <ListTable
            items={list.items}
            columns={table.columns}
            shown={prefs.columns}
            idOf={table.idOf}
            labelOf={table.labelOf}
            sort={list.address.sort}
            onSort={list.address.setSort}
            actions={table.actions}
            actionsLabel={t('actions')}
          />
        ) : (
          children
        )}
      </PageListView>
      {asTable && list.items.length > 0 ? (
        <ListPager
          page={list.address.page}
          pages={list.pages}
          size={list.address.size}
          onPage={list.address.setPage}
          onSize={list.address.setSize}
        />
      ) : null}
    </Stack>
  );
}
