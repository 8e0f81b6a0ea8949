import { TextInput } from '@mantine/core';
import type { QueuePage } from '@simsar/contract/deals';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import type { SubmissionQueue } from '@simsar/contract/queue-links';
import { queueTabsOf } from '@simsar/contract/queue-lists';
import { useState } from 'react';
import { QueueScreen } from '../../ui/queue-screen.tsx';
import { useQueueCount, useQueueList } from './api/queue-calls.ts';
import { QueueCard, QueueCardGrid } from './queue-card.tsx';

/**
 * Forms, deals or CIL on the one queue screen (ui/queue-screen.tsx): their cards, the bells of the
 * New and Pending tabs while they hold items (content-operations §2), and the deals' filter by
 * project name as you type.
 */
export function SubmissionQueueScreen({ kind, page }: { kind: SubmissionQueue; page: QueuePage }) {
  const [project, setProject] = useState('');
  const list = useQueueList(kind, page);
  const bells = { new: useQueueCount(kind, 'new').data, pending: useQueueCount(kind, 'pending').data };
  const todo = queueTabsOf(queueKindOf(kind)).some((tab) => tab.page === page && tab.todo);
  const needle = project.trim().toLowerCase();
  const shown = needle
    ? { ...list, items: list.items.filter((item) => item.project_code.toLowerCase().includes(needle)) }
    : list;
  const filter =
    kind === 'deal' ? (
      <TextInput
        label="Project name"
        placeholder="Filter by project name"
        maw={420}
        value={project}
        onChange={(event) => setProject(event.currentTarget.value)}
      />
    ) : null;
  return (
    <QueueScreen row={queueKindOf(kind)} page={page} list={shown} bells={bells} filter={filter}>
      <QueueCardGrid>
        {shown.items.map((item) => (
          <QueueCard key={item._id} kind={kind} item={item} todo={todo} />
        ))}
      </QueueCardGrid>
    </QueueScreen>
  );
}
