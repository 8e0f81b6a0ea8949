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
import { PageListView } from './page-list-view.tsx';
import { type NamedFilter, QueueFilters, useQueueFilter } from './queue-filters.tsx';
import { useQueueWords } from './queue-words.ts';
import { RouteTabs } from './route-tabs.tsx';
import { SearchBox } from './search-box.tsx';
import { type PageList, pagePath } from './use-page-list.ts';

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
 * drawn from the queue's row: its title, its tabs (each its own route) with their bells, the search
 * box, the paged list with Get more and 'Not found' when empty. The cards are the engine's
 * (`children`); `filter` is a kind's own extra filter (the deals' project name).
 */
export function QueueScreen<Item>({
  row,
  page,
  list,
  bells,
  filter,
  isSuper,
  named,
  children,
}: {
  row: ListedQueueRow;
  page: string;
  list: PageList<Item>;
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
  const { sent } = useQueueFilter();
  const tabs = queueTabsOf(row);
  const tab = tabs.find((entry) => entry.page === page) ?? tabs[0];
  if (!tab) return null;
  const words = queueScreenOf(row, tab);
  const tabTitle = (page: string) => q(`tab.${row.kind}.${page}`);
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
        <ExportMenu list={queueListName(row, tab.page)} query={{ ...sent, search: list.search }} />
      </Group>
      <QueueFilters isSuper={isSuper} named={named} />
      {filter}
      <PageListView list={list}>{children}</PageListView>
    </Stack>
  );
}
