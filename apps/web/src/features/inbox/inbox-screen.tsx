import { Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { type InboxItem, inboxListName } from '@simsar/contract/inbox';
import { defaultPageSize } from '@simsar/contract/lists';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ListPager, ListViewBar } from '../../ui/list-table/list-controls.tsx';
import { ListTable } from '../../ui/list-table/list-table.tsx';
import { SavedViewTabs } from '../../ui/list-table/saved-view-tabs.tsx';
import { useListPrefs } from '../../ui/list-table/use-list-prefs.ts';
import { usePageNumbers } from '../../ui/page-numbers.ts';
import { type InboxFilter, useInbox } from './api/inbox-calls.ts';
import { defaultInboxColumns, filerOf, useInboxColumns } from './inbox-columns.tsx';
import { type InboxItemWarning, InboxOpenItem } from './inbox-detail.tsx';
import { InboxFilters, useInboxFilter } from './inbox-filters.tsx';
import { InboxHeader, InboxKeysHelp } from './inbox-header.tsx';
import { InboxList } from './inbox-list.tsx';
import { type InboxAcceptDialog, InboxMoveDialogs, useInboxMoves } from './inbox-moves.tsx';
import { useInboxKeys } from './use-inbox-keys.ts';
import { useInboxWords } from './words.ts';

/**
 * /inbox: every waiting item of every queue the admin may see, oldest first (docs/decisions/281).
 * Driven by keys: j/k move, Enter opens the item beside the list, each move on its key (shown on its
 * button), `?` lists them; a move that asks first is answered with Enter (Yes) or Escape (No). The
 * pieces of other areas it shows (the broker's Accept dialog, a CIL's duplicate warning) are given
 * by the app, as their own screens show them. As a table (docs/decisions/563): the chosen columns
 * across the screen, the open item below, page N of M and rows a page.
 */
export function InboxScreen({
  isSuper,
  adminId,
  AcceptDialog,
  ItemWarning,
}: {
  isSuper: boolean;
  adminId: string;
  AcceptDialog: InboxAcceptDialog;
  ItemWarning: InboxItemWarning;
}) {
  const w = useInboxWords();
  const pageInDigits = usePageNumbers();
  const [filter, setFilter] = useInboxFilter(isSuper);
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<InboxItem | undefined>();
  const [help, setHelp] = useState(false);
  // The next page is read after this page's last item (its `next`), not by skipping the pages before.
  const [continued, setContinued] = useState<{ page: number; after: string } | undefined>();
  const inbox = useInbox(filter, continued?.page === filter.page ? continued.after : undefined);
  const moves = useInboxMoves(() => setOpen(undefined));
  const prefs = useListPrefs(adminId, inboxListName, defaultInboxColumns);
  const columns = useInboxColumns((item) => openItem(item));
  const items = inbox.data?.items ?? [];
  const current = items[Math.min(selected, items.length - 1)];
  useInboxKeys({
    paused: Boolean(moves.asking || moves.accepting || help),
    items,
    current,
    isSuper,
    setSelected,
    onOpen: setOpen,
    onHelp: () => setHelp(true),
    onMove: moves.make,
  });
  /** Another filter or page starts from its first item. */
  const refilter = (next: InboxFilter) => {
    setFilter(next);
    setSelected(0);
  };
  /** The page after this one continues from its last item; any other is read by its number. */
  const toPage = (page: number) => {
    const next = inbox.data?.next;
    setContinued(page === filter.page + 1 && next ? { page, after: next } : undefined);
    refilter({ ...filter, page });
  };

  const detail = open && items.some((item) => item.id === open.id) ? open : undefined;
  const openItem = (item: InboxItem) => {
    setSelected(items.indexOf(item));
    setOpen(item);
  };
  const asTable = prefs.view === 'table';
  return (
    <Stack gap="md">
      <InboxHeader onHelp={() => setHelp(true)} />
      <SavedViewTabs list={inboxListName} adminId={adminId} isSuper={isSuper} prefs={prefs} />
      <InboxFilters isSuper={isSuper} filter={filter} onChange={refilter} />
      {inbox.data ? (
        <ListViewBar count={w('waiting', { count: inbox.data.total })} prefs={prefs} columns={columns} />
      ) : (
        <Text size="sm" c="dimmed">
          {w('loading')}
        </Text>
      )}
      {inbox.data && items.length === 0 ? (
        <EmptyState message={w('nothingWaiting')} />
      ) : asTable ? (
        // The table: the chosen columns across the screen, the open item below it (docs/decisions/563).
        <Stack gap="md">
          <ListTable
            items={items}
            columns={columns}
            shown={prefs.columns}
            idOf={(item) => `${item.kind}-${item.id}`}
            labelOf={(item) => `${item.summary}, ${filerOf(item, w('anyone'))}`}
            sort={{ sort: filter.sort, dir: filter.dir }}
            onSort={(order) => refilter({ ...filter, ...order, page: 1 })}
            current={current}
            label={w('waitingItems')}
          />
          <InboxOpenItem item={detail} isSuper={isSuper} moves={moves} ItemWarning={ItemWarning} />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <InboxList
            items={items}
            current={current}
            onPick={(index, item) => {
              setSelected(index);
              setOpen(item);
            }}
          />
          <InboxOpenItem item={detail} isSuper={isSuper} moves={moves} ItemWarning={ItemWarning} />
        </SimpleGrid>
      )}
      {inbox.data && asTable && items.length > 0 ? (
        <ListPager
          page={filter.page}
          pages={inbox.data.pages}
          size={filter.size ?? defaultPageSize}
          onPage={toPage}
          onSize={(size) => refilter({ ...filter, page: 1, size })}
        />
      ) : inbox.data && inbox.data.pages > 1 ? (
        <Pagination
          getItemProps={pageInDigits}
          total={inbox.data.pages}
          value={filter.page}
          onChange={toPage}
        />
      ) : null}
      <InboxMoveDialogs moves={moves} AcceptDialog={AcceptDialog} />
      <InboxKeysHelp opened={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}
