import type { Page } from '@simsar/contract/lists';
import { queueFilterKeys } from '@simsar/contract/queue-filters';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useListAddress } from './list-table/use-list-address.ts';
import { loadedPages, nextPageOf } from './use-page-list.ts';

/**
 * A queue tab's list (docs/decisions/563): its page, size, search, sort and filters in the address
 * (`useListAddress`), so the tab is a link and a saved view; page N of M and Get more adding the
 * next page, as the member lists (decision 520). `key(search, sent)` is the area's key factory,
 * `fetchPage(page, sent)` its call with everything the address asks for.
 */
export function useQueuePageList<Item>(
  key: (search: string | undefined, sent: Record<string, string>) => QueryKey,
  fetchPage: (page: number, sent: Record<string, string>) => Promise<Page<Item>>,
) {
  const address = useListAddress(queueFilterKeys);
  const sent = Object.fromEntries(
    Object.entries(address.query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = useInfiniteQuery({
    queryKey: [...key(address.search, sent), address.page],
    queryFn: ({ pageParam }) => fetchPage(pageParam, sent),
    initialPageParam: address.page,
    getNextPageParam: nextPageOf,
  });
  return {
    ...loadedPages(query),
    search: address.search,
    setSearch: address.setSearch,
    address,
    /** What the address asks the server for (search, sort, size, filters), for the export too. */
    sent,
  };
}

export type QueuePageList<Item> = ReturnType<typeof useQueuePageList<Item>>;
