import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { QueueConfig, QueueList } from '@simsar/contract/requests';
import { PageListView } from '../../ui/page-list-view.tsx';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { useRequestList, useWaitingCount } from './api/request-calls.ts';
import { RequestActions } from './request-actions.tsx';
import { RequestCard } from './request-card.tsx';

type ScreenProps = {
  config: QueueConfig;
  page: string;
  isSuper: boolean;
  /** Called after a move or removal: the app refreshes what other screens show (home bells). */
  onChanged: () => void;
};

function RequestList({
  config,
  list,
  canAct,
  onChanged,
}: Omit<ScreenProps, 'page' | 'isSuper'> & {
  list: QueueList;
  canAct: boolean;
}) {
  const requests = useRequestList(config, list);
  return (
    <Stack gap="md">
      <SearchBox
        onSearch={requests.setSearch}
        onBlank={() => requests.setSearch(undefined)}
        label={`Search ${list.title}`}
        results={requests.search}
      />
      <PageListView list={requests}>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
          {requests.items.map((item) => (
            <RequestCard
              key={item._id}
              item={item}
              todo={list.todo}
              actions={
                canAct ? (
                  <RequestActions config={config} list={list} id={item._id} onChanged={onChanged} />
                ) : null
              }
            />
          ))}
        </SimpleGrid>
      </PageListView>
    </Stack>
  );
}

/**
 * ONE screen for every request queue, drawn from the queue's row of
 * `requestQueueConfigs`: its tabs and titles, the bell on the to-do tab, its cards and who may act.
 */
export function RequestQueueScreen({ config, page, isSuper, onChanged }: ScreenProps) {
  const waiting = useWaitingCount(config);
  const list = config.lists.find((entry) => entry.page === page) ?? (config.lists[0] as QueueList);
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
      <RequestList key={list.page} config={config} list={list} canAct={canAct} onChanged={onChanged} />
    </Stack>
  );
}
