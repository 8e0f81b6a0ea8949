import { TextInput } from '@mantine/core';
import type { Cil } from '@simsar/contract/cil';
import type { QueuePage, Submission } from '@simsar/contract/deals';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import type { SubmissionQueue } from '@simsar/contract/queue-links';
import { clickMovesOf, mayAct, queueListName, queueTabsOf } from '@simsar/contract/queue-lists';
import { useState } from 'react';
import { BulkMovesBar } from '../../ui/bulk/bulk-bar.tsx';
import { SelectBox, useSelection } from '../../ui/bulk/selection.tsx';
import { QueueScreen } from '../../ui/queue-screen.tsx';
import { useQueueWords } from '../../ui/queue-words.ts';
import { useQueueCount, useQueueList } from './api/queue-calls.ts';
import { QueueCard, QueueCardGrid } from './queue-card.tsx';
import { defaultQueueColumns, useQueueColumns } from './queue-columns.tsx';
import { useDealsWords } from './words.ts';

/**
 * Forms, deals or CIL on the one queue screen (ui/queue-screen.tsx): their cards, the bells of the
 * New and Pending tabs while they hold items (content-operations §2), and the deals' filter by
 * project name as you type. A super admin may select many and make a one-click move of the tab on
 * all of them at once (docs/decisions/284): Pending, Reject. As a table its columns are
 * queue-columns.tsx's (docs/decisions/563).
 */
export function SubmissionQueueScreen({
  kind,
  page,
  isSuper,
  adminId,
  onChanged,
}: {
  kind: SubmissionQueue;
  page: QueuePage;
  isSuper: boolean;
  adminId: string;
  /** Called after a bulk move: the app refreshes what other screens show (home bells). */
  onChanged: () => void;
}) {
  const w = useDealsWords();
  const q = useQueueWords();
  const row = queueKindOf(kind);
  const [project, setProject] = useState('');
  const selection = useSelection();
  const moves = mayAct(row, isSuper)
    ? clickMovesOf(row, page).map(({ move, label }) => ({ action: move, label: q(`move.${label}`) }))
    : [];
  const list = useQueueList(kind, page);
  const bells = { new: useQueueCount(kind, 'new').data, pending: useQueueCount(kind, 'pending').data };
  const todo = queueTabsOf(row).some((tab) => tab.page === page && tab.todo);
  const needle = project.trim().toLowerCase();
  const shown = needle
    ? { ...list, items: list.items.filter((item) => item.project_code.toLowerCase().includes(needle)) }
    : list;
  const nameOf = (item: { client_name: string; project_code: string }) =>
    w('cardName', { client: item.client_name, project: item.project_code });
  const columns = useQueueColumns(kind, todo);
  const selectBox = (item: Submission | Cil) =>
    moves.length > 0 ? (
      <SelectBox
        name={nameOf(item)}
        checked={selection.has(item._id)}
        onChange={() => selection.toggle(item._id)}
      />
    ) : null;
  const filter = (
    <>
      {kind === 'deal' ? (
        <TextInput
          label={w('projectName')}
          placeholder={w('filterByProject')}
          maw={420}
          value={project}
          onChange={(event) => setProject(event.currentTarget.value)}
        />
      ) : null}
      {moves.length > 0 ? (
        <BulkMovesBar
          list={queueListName(row, page)}
          noun={kind === 'cil' ? 'CIL' : kind}
          moves={moves}
          selection={selection}
          search={list.search}
          nameOf={(id) => {
            const item = list.items.find((found) => found._id === id);
            return item && nameOf(item);
          }}
          onDone={() => {
            list.retry();
            onChanged();
          }}
        />
      ) : null}
    </>
  );
  return (
    <QueueScreen
      row={row}
      page={page}
      list={shown}
      bells={bells}
      filter={filter}
      isSuper={isSuper}
      adminId={adminId}
      table={{
        columns,
        defaultColumns: defaultQueueColumns,
        idOf: (item) => item._id,
        labelOf: nameOf,
        actions: moves.length > 0 ? selectBox : undefined,
      }}
      // The deals keep the specification's project filter as you type (above): the developer only.
      named={kind === 'deal' ? ['developer'] : ['project', 'developer']}
    >
      <QueueCardGrid>
        {shown.items.map((item) => (
          <QueueCard key={item._id} kind={kind} item={item} todo={todo} select={selectBox(item)} />
        ))}
      </QueueCardGrid>
    </QueueScreen>
  );
}
