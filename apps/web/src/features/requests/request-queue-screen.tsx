import { SimpleGrid } from '@mantine/core';
import { clickButtonsOf, type RequestTab } from '@simsar/contract/queue-kind-row';
import { mayAct, queueListName } from '@simsar/contract/queue-lists';
import type { RequestRow } from '@simsar/contract/requests';
import type { RequestCard as RequestCardData } from '@simsar/contract/requests-schemas';
import { BulkMovesBar } from '../../ui/bulk/bulk-bar.tsx';
import { SelectBox, useSelection } from '../../ui/bulk/selection.tsx';
import { QueueScreen } from '../../ui/queue-screen.tsx';
import { useQueueWords } from '../../ui/queue-words.ts';
import { useRequestList, useWaitingCount } from './api/request-calls.ts';
import { RequestActions } from './request-actions.tsx';
import { RequestCard } from './request-card.tsx';
import { defaultRequestColumns, requesterOf, useRequestColumns } from './request-columns.tsx';
import { useRequestsWords } from './words.ts';

/**
 * A request queue on the one queue screen (ui/queue-screen.tsx): its lists' cards, each with the
 * buttons of its queue's moves for this tab when the admin may act, and the to-do tab's bell. Many
 * may be selected (the shown ones, or all that match on the server) and moved at once
 * (docs/decisions/284). As a table its columns are request-columns.tsx's (docs/decisions/563).
 */
export function RequestQueueScreen({
  row,
  page,
  isSuper,
  adminId,
  onChanged,
}: {
  row: RequestRow;
  page: string;
  isSuper: boolean;
  adminId: string;
  /** Called after a move or removal: the app refreshes what other screens show (home bells). */
  onChanged: () => void;
}) {
  const w = useRequestsWords();
  const q = useQueueWords();
  const list = row.tabs.find((entry) => entry.page === page) ?? (row.tabs[0] as RequestTab);
  const requests = useRequestList(row, list);
  const waiting = useWaitingCount(row);
  const todo = row.tabs.find((entry) => entry.todo);
  const canAct = mayAct(row, isSuper);
  const selection = useSelection();
  const moves = clickButtonsOf(row, list.page);
  const columns = useRequestColumns(list.todo);
  const actionsOf = (item: RequestCardData) =>
    canAct ? (
      <>
        {moves.length > 0 ? (
          <SelectBox
            name={requesterOf(item, w('aRequest'))}
            checked={selection.has(item._id)}
            onChange={() => selection.toggle(item._id)}
          />
        ) : null}
        <RequestActions
          row={row}
          list={list}
          id={item._id}
          name={item.user_id?.name ?? item.name ?? null}
          onChanged={onChanged}
        />
      </>
    ) : null;
  return (
    <QueueScreen
      row={row}
      isSuper={isSuper}
      adminId={adminId}
      table={{
        columns,
        defaultColumns: defaultRequestColumns,
        idOf: (item) => item._id,
        labelOf: (item) => requesterOf(item, w('request')),
        actions: canAct ? actionsOf : undefined,
      }}
      page={list.page}
      list={requests}
      bells={todo ? { [todo.page]: waiting } : {}}
      filter={
        canAct && moves.length > 0 ? (
          <BulkMovesBar
            list={queueListName(row, list.page)}
            noun="request"
            moves={moves.map((move) => ({ action: move.action, label: q(`move.${move.label}`) }))}
            selection={selection}
            search={requests.search}
            nameOf={(id) => {
              const item = requests.items.find((found) => found._id === id);
              return item?.user_id?.name ?? item?.name ?? undefined;
            }}
            onDone={() => {
              requests.retry();
              onChanged();
            }}
          />
        ) : null
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {requests.items.map((item) => (
          <RequestCard key={item._id} item={item} own={row.own} todo={list.todo} actions={actionsOf(item)} />
        ))}
      </SimpleGrid>
    </QueueScreen>
  );
}
