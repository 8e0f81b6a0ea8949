import type { Page } from '@simsar/contract/lists';
import type { User } from '@simsar/contract/users';
import { memberListName } from '@simsar/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBulkMove } from '../../ui/bulk/bulk-run.ts';
import { getMemberPage } from '../../ui/members/member-page-call.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { acceptBroker, brokerKeys, getPendingBrokers, rejectBroker } from './api/broker-calls.ts';
import { useBrokerWords } from './words.ts';

/** A search shows at most this many of the matches (the list route's largest page). */
const pendingMatchesShown = 100;

/**
 * The pending brokers whose name or phone holds the term, searched as every member list is (the
 * Arabic folding, a phone in any spelling: docs/decisions/566), the first hundred of them.
 */
function usePendingMatches(term: string | undefined) {
  return useQuery({
    queryKey: [...brokerKeys.pendingMatches, term],
    queryFn: () =>
      getMemberPage('Broker', 1, { state: 'pending', search: term, size: String(pendingMatchesShown) }),
    enabled: term !== undefined,
  });
}

/**
 * The pending brokers, or those a search matched (`shown` their query, `users` them, `matched`
 * how many match), and accepting (with the broker named in the
 * dialog) or rejecting one.
 */
export function usePendingBrokers(onLeft: () => void) {
  const w = useBrokerWords();
  const [accepting, setAccepting] = useState<User | null>(null);
  const [term, setTerm] = useState<string>();
  const pendingKey = brokerKeys.pending;
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: pendingKey, queryFn: getPendingBrokers });
  const matches = usePendingMatches(term);
  // What the screen shows: the whole list, or a search's first hundred of `matched`.
  const shown = term === undefined ? pending : matches;
  const users = (term === undefined ? pending.data : matches.data?.items) ?? [];
  const matched = term === undefined ? users.length : (matches.data?.total ?? 0);
  const leave = (id: string) => {
    const others = (user: User) => user._id !== id;
    queryClient.setQueryData<User[]>(pendingKey, (users) => users?.filter(others));
    queryClient.setQueriesData<Page<User>>({ queryKey: brokerKeys.pendingMatches }, (page) =>
      page?.items.some((user) => user._id === id)
        ? { ...page, items: page.items.filter(others), total: page.total - 1 }
        : page,
    );
    // The accepted list, the home bell (other areas' keys): the app has them refetched when next shown.
    onLeft();
  };
  const accept = useMutation({
    mutationFn: acceptBroker,
    meta: { successToast: (user: User) => userTextIn(w('isAccepted'), { name: user.name }) },
    onSuccess: (user) => {
      setAccepting(null);
      leave(user._id);
    },
  });
  const reject = useMutation({
    mutationFn: (user: User) => rejectBroker(user._id),
    meta: { successToast: (_reply: unknown, user: User) => userTextIn(w('isRejected'), { name: user.name }) },
    onSuccess: (_reply, user) => {
      leave(user._id);
    },
  });
  // A new search's first answer, not the results fetched again after a live change (every broker
  // registering anywhere): the search button waits while busy, and a search sent then was lost.
  const searching = matches.isLoading;
  return { shown, users, matched, term, setTerm, searching, accepting, setAccepting, accept, reject };
}

/** The brokers a super admin selected, and accepting or rejecting them at once (docs/decisions/284). */
export function usePendingBulk(users: User[], onLeft: () => void) {
  const w = useBrokerWords();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // The ids the confirmation named, kept as they were when it opened (the list may change under it).
  const [bulkAccepting, setBulkAccepting] = useState<string[] | null>(null);
  const bulk = useBulkMove();
  const nameOf = (id: string) => users.find((user) => user._id === id)?.name;
  const done = async () => {
    setChosen(new Set());
    await queryClient.invalidateQueries({ queryKey: brokerKeys.pending });
    onLeft();
  };
  const acceptChosen = async (ids: string[], adminId: string) => {
    setBulkAccepting(null);
    await bulk.run({
      list: memberListName('Broker'),
      move: 'accept',
      ids,
      fields: { admin_id: adminId },
      running: w('accepting', { count: ids.length }),
      doneLabel: (done) => w('accepted', { count: done }),
      nameOf,
    });
    await done();
  };
  const rejectChosen = async (ids: string[]) => {
    await bulk.run({
      list: memberListName('Broker'),
      move: 'reject',
      ids,
      running: w('rejecting', { count: ids.length }),
      doneLabel: (done) => w('rejected', { count: done }),
      nameOf,
    });
    await done();
  };
  return { chosen, setChosen, bulkAccepting, setBulkAccepting, bulk, acceptChosen, rejectChosen };
}
