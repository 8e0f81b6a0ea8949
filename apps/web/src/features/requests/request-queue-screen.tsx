import { Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import type { QueueConfig, QueueList } from '@simsar/contract/requests';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { GetMoreButton } from '../../ui/get-more-button.tsx';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { useRequestList, useWaitingCounts } from './api/request-calls.ts';
import { RequestActions } from './request-actions.tsx';
import { RequestCard } from './request-card.tsx';

function RequestList({
  config,
  list,
  search,
  canAct,
}: {
  config: QueueConfig;
  list: QueueList;
  search: string;
  canAct: boolean;
}) {
  const query = useRequestList(config, list, search);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading requests" />
      </Center>
    );
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <EmptyState />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {items.map((item) => (
          <RequestCard
            key={item._id}
            item={item}
            todo={list.todo}
            actions={canAct ? <RequestActions config={config} list={list} id={item._id} /> : null}
          />
        ))}
      </SimpleGrid>
      {query.hasNextPage ? (
        <GetMoreButton loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />
      ) : null}
    </>
  );
}

/**
 * ONE screen for every request queue (issue 11, item 4), drawn from the queue's row of
 * `requestQueueConfigs`: its tabs and titles, the bell on the to-do tab, its cards and who may act.
 */
export function RequestQueueScreen({
  config,
  page,
  isSuper,
}: {
  config: QueueConfig;
  page: string;
  isSuper: boolean;
}) {
  const [search, setSearch] = useState('');
  const counts = useWaitingCounts();
  const list = config.lists.find((entry) => entry.page === page) ?? (config.lists[0] as QueueList);
  const waiting = counts.data?.[config.summaryKey] ?? 0;
  const tabs = config.lists.map((entry) => ({
    value: entry.page,
    label: entry.title,
    bell: entry.todo ? waiting : 0,
  }));
  const canAct = isSuper || config.superOnly === 'none';
  return (
    <Stack gap="md">
      <Title order={2}>Request {config.name}</Title>
      <RouteTabs base={config.route} tabs={tabs} current={list.page} />
      <SearchBox onSearch={setSearch} onBlank={() => setSearch('')} label={`Search ${list.title}`} />
      <RequestList
        key={`${list.page}:${search}`}
        config={config}
        list={list}
        search={search}
        canAct={canAct}
      />
    </Stack>
  );
}
