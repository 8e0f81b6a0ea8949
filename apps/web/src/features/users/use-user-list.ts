import type { Page } from '@simsar/contract/lists';
import { memberFilterKeys } from '@simsar/contract/member-lists';
import type { User, UserType } from '@simsar/contract/users';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { useListAddress } from '../../ui/list-table/use-list-address.ts';
import { getMemberPage } from '../../ui/members/member-page-call.ts';
import { nextPageOf } from '../../ui/use-page-list.ts';
import { getRemovedUsers, searchUsers, userKeys } from './api/user-calls.ts';

type Patch = (user: User) => User | null;

/** The filters the accepted list offers beside its search (its state is the tab's). */
export const acceptedFilterKeys = memberFilterKeys.filter((key) => key !== 'state');
export type AcceptedFilterKey = (typeof acceptedFilterKeys)[number];

/**
 * A list of users (console-core §4). `accept` is the member list in the one list shape
 * (docs/decisions/520): its page, size, search, sort and filters in the address, page N of M, and
 * Get more adding the next page. `removed` loads at once and searches by the spec's call.
 * `patch` updates one user in place after an action, or takes it out of the list (null).
 */
export function useUserList(type: UserType, view: 'accept' | 'removed') {
  const queryClient = useQueryClient();
  const address = useListAddress(acceptedFilterKeys);
  const pagedPrefix = userKeys.list(type, 'accept');
  const removedKey = userKeys.list(type, 'removed');
  const [results, setResults] = useState<User[] | null>(null);
  // The term the removed list's results are for: said above the list, with a way back.
  const [term, setTerm] = useState<string | undefined>(undefined);
  const searchCall = useMutation({
    mutationFn: (text: string) => searchUsers(type, text, true),
    onSuccess: (users, text) => {
      setResults(users);
      setTerm(text);
    },
  });

  const paged = useInfiniteQuery({
    queryKey: [...pagedPrefix, address.page, address.query],
    queryFn: ({ pageParam }) => getMemberPage(type, pageParam, address.query),
    initialPageParam: address.page,
    getNextPageParam: nextPageOf,
    enabled: view === 'accept',
  });
  const removed = useQuery({
    queryKey: removedKey,
    queryFn: () => getRemovedUsers(type),
    enabled: view === 'removed',
  });

  const accepted = view === 'accept';
  const firstPage = paged.data?.pages[0];
  const loaded = accepted ? paged.data?.pages.flatMap((page) => page.items) : removed.data;

  function patch(id: string, change: Patch) {
    const apply = (users: User[]) =>
      users.flatMap((user) => {
        if (user._id !== id) return [user];
        const next = change(user);
        return next ? [next] : [];
      });
    if (accepted) {
      queryClient.setQueriesData<InfiniteData<Page<User>, number>>({ queryKey: pagedPrefix }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: apply(page.items) })) } : data,
      );
      return;
    }
    setResults((current) => (current ? apply(current) : current));
    queryClient.setQueryData<User[]>(removedKey, (data) => (data ? apply(data) : data));
  }

  return {
    users: (accepted ? loaded : (results ?? loaded)) ?? [],
    address,
    /** How many match, and which page of how many starts what is shown (the accepted list). */
    total: firstPage?.total ?? 0,
    pages: firstPage?.pages ?? 1,
    isPending: accepted ? paged.isPending : removed.isPending,
    loadError: accepted ? paged.error : removed.error,
    retry: () => void (accepted ? paged.refetch() : removed.refetch()),
    searchTerm: accepted ? address.search : results !== null ? term : undefined,
    // A search (a new address) loading, not a refetch of what is shown: a live change refetches the
    // list in the background, and the search button must not spin, nor refuse a click, meanwhile.
    searching: accepted ? paged.isLoading : searchCall.isPending,
    search: accepted ? address.setSearch : searchCall.mutate,
    reloadFirstPage: () => {
      if (accepted) return address.setSearch(undefined);
      setResults(null);
      setTerm(undefined);
      queryClient.resetQueries({ queryKey: removedKey, exact: true });
    },
    patch,
    hasMore: accepted && paged.hasNextPage,
    fetchMore: () => paged.fetchNextPage(),
    fetchingMore: paged.isFetchingNextPage,
  };
}
