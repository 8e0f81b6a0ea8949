import { Stack } from '@mantine/core';
import type { User, UserType } from '@simsar/contract/users';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state.tsx';
import type { CardField } from '../field-list.tsx';
import { GetMoreButton } from '../get-more-button.tsx';
import { LoadingScreen } from '../loading-screen.tsx';
import { SearchBox } from '../search-box.tsx';
import { UserCard, UserCardGrid } from '../user-card.tsx';
import { useUserList } from './use-user-list.ts';
import { UserStateActions } from './user-state-actions.tsx';

/**
 * The accepted or removed users of one type (console-core §2): search, cards, Get more. Accepted
 * cards carry Ban/Unban and Remove, removed ones only Unremove, where the admin may act.
 */
export function UserListScreen({
  type,
  view,
  isSuper,
  extraFields,
  extraActions,
}: {
  type: UserType;
  view: 'accept' | 'removed';
  isSuper: boolean;
  extraFields?: (user: User) => CardField[];
  extraActions?: (user: User, patch: (next: User) => void) => ReactNode;
}) {
  const list = useUserList(type, view);
  return (
    <Stack gap="lg">
      <SearchBox onSearch={list.search} onBlank={list.reloadFirstPage} busy={list.searching} />
      {list.isPending ? <LoadingScreen /> : null}
      {!list.isPending && list.users.length === 0 ? <EmptyState /> : null}
      <UserCardGrid>
        {list.users.map((user) => (
          <UserCard
            key={user._id}
            user={user}
            extra={extraFields?.(user)}
            actions={
              <>
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
