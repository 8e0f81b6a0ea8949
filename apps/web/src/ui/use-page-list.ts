import type { Page } from '@simsar/contract/lists';
import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useState } from 'react';

/** `path?page=&search=` and a list's filters: the query of every list in the one list shape (contract lists.ts). */
export function pagePath(
  path: string,
  page: number,
  search: string | undefined,
  filter: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ page: String(page), ...filter });
  if (search) query.set('search', search);
  return `${path}?${query}`;
}

/** The page after `last`, while there is one: what Get more asks for next. */
export const nextPageOf = (last: Page<unknown>) => (last.page < last.pages ? last.page + 1 : undefined);

/** What a paged list shows of its loaded pages: their items, the count, page N of M, and Get more. */
export function loadedPages<Item>(query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>) {
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    pages: pages[0]?.pages ?? 1,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    fetchMore: () => query.fetchNextPage(),
    fetchingMore: query.isFetchingNextPage,
  };
}

/**
 * The one web hook for lists in the `{items, page, pages, total}` shape: pages
 * of a list with Get more, searched on the server. The search term is part of the query key, so
 * each search is its own cached list; a blank search goes back to the whole list.
 * `key(search)` is the area's key factory (e.g. `adminKeys.list`), `fetchPage` its call.
 */
export function usePageList<Item>(
  key: (search: string | undefined) => QueryKey,
  fetchPage: (page: number, search: string | undefined) => Promise<Page<Item>>,
) {
  const [search, setSearch] = useState<string | undefined>(undefined);
  const query = useInfiniteQuery({
    queryKey: key(search),
    queryFn: ({ pageParam }) => fetchPage(pageParam, search),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
  return {
    ...loadedPages(query),
    search,
    /** A term searches on the server; blank (or undefined) shows the whole list again. */
    setSearch: (text: string | undefined) => setSearch(text?.trim() ? text.trim() : undefined),
  };
}

export type PageList<Item> = ReturnType<typeof usePageList<Item>>;
