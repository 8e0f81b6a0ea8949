import type { Page } from '@simsar/contract/lists';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
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
    getNextPageParam: (last: Page<Item>) => (last.page < last.pages ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    search,
    /** A term searches on the server; blank (or undefined) shows the whole list again. */
    setSearch: (text: string | undefined) => setSearch(text?.trim() ? text.trim() : undefined),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    fetchMore: () => query.fetchNextPage(),
    fetchingMore: query.isFetchingNextPage,
  };
}

export type PageList<Item> = ReturnType<typeof usePageList<Item>>;
