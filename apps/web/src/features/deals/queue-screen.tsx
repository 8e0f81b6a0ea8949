import { Stack, TextInput, Title } from '@mantine/core';
import { type QueuePage, queuePages } from '@simsar/contract/deals';
import { useState } from 'react';
import { PageListView } from '../../ui/page-list-view.tsx';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { useQueueCount, useQueueList } from './api/queue-calls.ts';
import { QueueCard, QueueCardGrid } from './queue-card.tsx';
import { type QueueKind, queues } from './queues.ts';

/** The New and Pending tabs carry a bell while they hold items (content-operations §2). */
function useTabs(kind: QueueKind) {
  const counts = { new: useQueueCount(kind, 'new'), pending: useQueueCount(kind, 'pending') };
  return queuePages.map((page) => ({
    value: page,
    label: queues[kind].tabs[page],
    bell: page === 'accept' ? undefined : counts[page].data,
  }));
}

/**
 * /forms/{page}, /deals/{page}, /cil/{page}: the queue's tabs, a search by broker, client or project
 * (on the server), the cards and Get more. The deals list also filters by project name as you type.
 */
export function QueueScreen({ kind, page }: { kind: QueueKind; page: QueuePage }) {
  const [project, setProject] = useState('');
  const list = useQueueList(kind, page);
  const tabs = useTabs(kind);
  const needle = project.trim().toLowerCase();
  const shown = needle
    ? { ...list, items: list.items.filter((item) => item.project_code.toLowerCase().includes(needle)) }
    : list;
  return (
    <Stack gap="md">
      <Title order={2}>{queues[kind].title}</Title>
      <RouteTabs base={queues[kind].base} tabs={tabs} current={page} />
      <SearchBox
        placeholder="Broker, client or project"
        onSearch={list.setSearch}
        onBlank={() => list.setSearch(undefined)}
        results={list.search}
      />
      {kind === 'deal' ? (
        <TextInput
          label="Project name"
          placeholder="Filter by project name"
          maw={420}
          value={project}
          onChange={(event) => setProject(event.currentTarget.value)}
        />
      ) : null}
      <PageListView list={shown}>
        <QueueCardGrid>
          {shown.items.map((item) => (
            <QueueCard key={item._id} kind={kind} item={item} />
          ))}
        </QueueCardGrid>
      </PageListView>
    </Stack>
  );
}
