import type { User, UserType } from '@simsar/contract/users';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { getRemovedUsers, getUserPage, nextPageOf, searchUsers, userKeys } from './api/user-calls.ts';

type Patch = (user: User) => User | null;

/**
 * A list of users with the spec's search (console-core §4): a search replaces the list with its
 * results, a blank one reloads page 1. `accept` pages by 20 with Get more; `removed` loads at once.
 * `patch` updates one user in place after an action, or takes it out of the list (null).
 */
export function useUserList(type: UserType, view: 'accept' | 'removed') {
  const queryClient = useQueryClient();
  // Each view its own key: an infinite query and a plain one must never share a cache entry.
  const pagedKey = userKeys.list(type, 'accept');
  const removedKey = userKeys.list(type, 'removed');
  const queryKey = view === 'accept' ? pagedKey : removedKey;
  const [results, setResults] = useState<User[] | null>(null);
  // The term the shown results are for: said above the list, with a way back.
  const [term, setTerm] = useState<string | undefined>(undefined);
  // A mutation: a failed search shows the server's message like every failed call.
  const searchCall = useMutation({
    mutationFn: (text: string) => searchUsers(type, text, view === 'removed'),
    onSuccess: (users, text) => {
      setResults(users);
      setTerm(text);
    },
  });

  const paged = useInfiniteQuery({
    queryKey: pagedKey,
    queryFn: ({ pageParam }) => getUserPage(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: view === 'accept',
  });
  const removed = useQuery({
    queryKey: removedKey,
    queryFn: () => getRemovedUsers(type),
    enabled: view === 'removed',
  });

  const loaded = view === 'accept' ? paged.data?.pages.flat() : removed.data;
  const isPending = view === 'accept' ? paged.isPending : removed.isPending;
  const loadError = view === 'accept' ? paged.error : removed.error;

  // The mutation's own `mutate`, the same function on every render (a screen's effect may call it).
  const search = searchCall.mutate;

  function reloadFirstPage() {
    setResults(null);
    setTerm(undefined);
    // Back to page 1 only: the pages fetched by Get more are dropped.
    queryClient.resetQueries({ queryKey, exact: true });
  }

  function patch(id: string, change: Patch) {
    const apply = (users: User[]) =>
      users.flatMap((user) => {
        if (user._id !== id) return [user];
        const next = change(user);
        return next ? [next] : [];
      });
    setResults((current) => (current ? apply(current) : current));
    if (view === 'accept') {
      queryClient.setQueryData<InfiniteData<User[], number>>(queryKey, (data) =>
        data ? { ...data, pages: data.pages.map(apply) } : data,
      );
    } else {
      queryClient.setQueryData<User[]>(queryKey, (data) => (data ? apply(data) : data));
    }
  }

  return {
    users: results ?? loaded ?? [],
    isPending,
    loadError,
    retry: () => void (view === 'accept' ? paged.refetch() : removed.refetch()),
    isSearchResult: results !== null,
    searchTerm: results !== null ? term : undefined,
    searching: searchCall.isPending,
    search,
    reloadFirstPage,
    patch,
    hasMore: view === 'accept' && results === null && paged.hasNextPage,
    fetchMore: () => paged.fetchNextPage(),
    fetchingMore: paged.isFetchingNextPage,
  };
}
