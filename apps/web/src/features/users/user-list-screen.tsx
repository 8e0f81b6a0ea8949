import { Box, Button, Group, Stack } from '@mantine/core';
import { mayActOn, memberListName, type UserType } from '@simsar/contract/users';
import { useState } from 'react';
import { BulkBar, BulkProgress, idsMatching, SelectBox, toggled, useBulkMove } from '../../ui/bulk.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { countOf } from '../../ui/count.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { GetMoreButton } from '../../ui/get-more-button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { UserCard, UserCardGrid } from '../../ui/user-card.tsx';
import type { UserListConfig } from '../../ui/user-list-slot.ts';
import { useUserList } from './use-user-list.ts';
import { UserStateActions } from './user-state-actions.tsx';

/**
 * The accepted or removed users of one type (console-core §2): search, cards, Get more. Accepted
 * cards carry Ban/Unban and Remove, removed ones only Unremove, where the admin may act. Many may
 * be selected (the shown ones, or all that match on the server) and removed or restored at once
 * (docs/decisions/284).
 */
export function UserListScreen({
  type,
  view,
  isSuper,
  extraFields,
  extraActions,
}: UserListConfig & { type: UserType; isSuper: boolean }) {
  const list = useUserList(type, view);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const bulk = useBulkMove();
  const listName = memberListName(type);
  const state = view === 'removed' ? 'removed' : undefined;
  const move = view === 'removed' ? 'unremove' : 'remove';
  const mayBulk = mayActOn(move, type, isSuper);
  const noun = type.toLowerCase();
  const runBulk = async () => {
    const ids = [...chosen];
    const done = await bulk.run({
      list: listName,
      move,
      ids,
      running: `${view === 'removed' ? 'Restoring' : 'Removing'} ${countOf(ids.length, noun)}`,
      doneLabel: (count) => `${countOf(count, noun)} ${view === 'removed' ? 'restored' : 'removed'}`,
      nameOf: (id) => list.users.find((user) => user._id === id)?.name,
    });
    setChosen(new Set());
    for (const id of done) list.patch(id, () => null);
  };
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
        <BulkBar
          selected={chosen.size}
          noun={noun}
          selectAllLabel="Select all that match"
          onSelectAll={async () =>
            setChosen(new Set(await idsMatching(listName, { search: list.searchTerm, state })))
          }
          onClear={() => setChosen(new Set())}
        >
          <Button
            size="xs"
            color={view === 'removed' ? undefined : 'red'}
            variant="light"
            disabled={chosen.size === 0 || bulk.running}
            onClick={() =>
              confirmYesNo({
                title: view === 'removed' ? 'Unremove' : 'Remove',
                message: `${view === 'removed' ? 'Unremove' : 'Remove'} ${countOf(chosen.size, noun)}?`,
                onYes: () => void runBulk(),
              })
            }
          >
            {view === 'removed' ? 'Unremove selected' : 'Remove selected'}
          </Button>
        </BulkBar>
      ) : null}
      <BulkProgress bulk={bulk} />
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
