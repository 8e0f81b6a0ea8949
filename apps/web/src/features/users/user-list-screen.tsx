import { Box, Group, Stack } from '@mantine/core';
import { mayActOn, memberListName, type UserType } from '@simsar/contract/users';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectBox, toggled } from '../../ui/bulk/selection.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { GetMoreButton } from '../../ui/get-more-button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { UserCard, UserCardGrid } from '../../ui/members/user-card.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import type { UserListConfig } from '../../ui/user-list-slot.ts';
import { useUserList } from './use-user-list.ts';
import { UserBulkBar } from './user-bulk-bar.tsx';
import { UserStateActions } from './user-state-actions.tsx';

/**
 * The accepted or removed users of one type (console-core §2): search, cards, Get more. Accepted
 * cards carry Ban/Unban and Remove, removed ones only Unremove, where the admin may act. Many may
 * be selected (the shown ones, or all that match on the server) and moved at once (user-bulk-bar.tsx,
 * docs/decisions/284).
 */
export function UserListScreen({
  type,
  view,
  isSuper,
  extraFields,
  extraActions,
}: UserListConfig & { type: UserType; isSuper: boolean }) {
  const list = useUserList(type, view);
  // `?search=`: the list opened from the one search on a member (docs/decisions/500) shows them.
  const [params] = useSearchParams();
  const asked = params.get('search');
  const { search } = list;
  useEffect(() => {
    if (asked) search(asked);
  }, [asked, search]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const listName = memberListName(type);
  const state = view === 'removed' ? 'removed' : undefined;
  // An ordinary admin has no move on brokers (console-core §6): no selection then.
  const mayBulk = mayActOn(view === 'removed' ? 'unremove' : 'remove', type, isSuper);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Box flex={1}>
          <SearchBox
            onSearch={list.search}
            onBlank={list.reloadFirstPage}
            busy={list.searching}
            results={list.searchTerm}
          />
        </Box>
        <ExportMenu list={listName} query={{ search: list.searchTerm, state }} />
      </Group>
      {mayBulk ? (
        <UserBulkBar
          type={type}
          view={view}
          isSuper={isSuper}
          chosen={chosen}
          setChosen={setChosen}
          searchTerm={list.searchTerm}
          users={list.users}
          patch={list.patch}
        />
      ) : null}
      {list.isPending ? <LoadingScreen /> : null}
      {list.loadError && list.users.length === 0 ? (
        <LoadError message={list.loadError.message} onRetry={list.retry} />
      ) : null}
      {!list.isPending && !list.loadError && list.users.length === 0 ? <EmptyState /> : null}
      <UserCardGrid>
        {list.users.map((user) => (
          <UserCard
            key={user._id}
            user={user}
            historyLink={isSuper}
            extra={extraFields?.(user)}
            actions={
              <>
                {mayBulk ? (
                  <SelectBox
                    name={user.name}
                    checked={chosen.has(user._id)}
                    onChange={() => setChosen(toggled(chosen, user._id))}
                  />
                ) : null}
                <UserStateActions
                  user={user}
                  view={view}
                  isSuper={isSuper}
                  onDone={(next) => list.patch(user._id, () => next)}
                />
                {extraActions?.(user, (next) => list.patch(user._id, () => next))}
              </>
            }
          />
        ))}
      </UserCardGrid>
      {list.hasMore ? <GetMoreButton loading={list.fetchingMore} onClick={list.fetchMore} /> : null}
    </Stack>
  );
}
