import { Box, Group, Stack } from '@mantine/core';
import { mayActOn, memberListName, type User, type UserType } from '@simsar/contract/users';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectBox, toggled } from '../../ui/bulk/selection.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { GetMoreButton } from '../../ui/get-more-button.tsx';
import { ListPager, ListViewBar } from '../../ui/list-table/list-controls.tsx';
import { ListTable } from '../../ui/list-table/list-table.tsx';
import { SavedViewTabs } from '../../ui/list-table/saved-view-tabs.tsx';
import { useListPrefs } from '../../ui/list-table/use-list-prefs.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { defaultMemberColumns, useMemberColumns } from '../../ui/members/member-columns.tsx';
import { UserCard, UserCardGrid } from '../../ui/members/user-card.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import type { UserListConfig } from '../../ui/user-list-slot.ts';
import { MemberFilters } from './member-filters.tsx';
import { useUserList } from './use-user-list.ts';
import { UserBulkBar } from './user-bulk-bar.tsx';
import { UserStateActions } from './user-state-actions.tsx';
import { useUserWords } from './words.ts';

/**
 * The accepted or removed users of one type (console-core §2): search, cards, Get more. Accepted
 * cards carry Ban/Unban and Remove, removed ones only Unremove, where the admin may act. Many may
 * be selected (the shown ones, or all that match on the server) and moved at once (user-bulk-bar.tsx,
 * docs/decisions/284). The accepted list also filters, counts, and shows as a table with chosen
 * columns, sorted on the server and paged (docs/decisions/520), and is saved as named views shown
 * as tabs above it (docs/decisions/560).
 */
export function UserListScreen({
  type,
  view,
  isSuper,
  adminId,
  extraFields,
  extraActions,
}: UserListConfig & { type: UserType; isSuper: boolean; adminId: string }) {
  const list = useUserList(type, view);
  const w = useUserWords();
  const accepted = view === 'accept';
  // `?search=`: the removed list opened from the one search (docs/decisions/500) searches it; the
  // accepted list reads it from the address itself.
  const [params] = useSearchParams();
  const asked = params.get('search');
  const { search } = list;
  useEffect(() => {
    if (!accepted && asked) search(asked);
  }, [accepted, asked, search]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const listName = memberListName(type);
  const columns = useMemberColumns();
  const prefs = useListPrefs(adminId, listName, defaultMemberColumns);
  const asTable = accepted && prefs.view === 'table';
  const state = view === 'removed' ? 'removed' : undefined;
  const filter = accepted ? list.address.filter : {};
  const sort = accepted ? list.address.sort : { sort: undefined, dir: undefined };
  // An ordinary admin has no move on brokers (console-core §6): no selection then.
  const mayBulk = mayActOn(view === 'removed' ? 'unremove' : 'remove', type, isSuper);
  const actionsOf = (user: User) => (
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
  );
  return (
    <Stack gap="lg">
      {accepted ? <SavedViewTabs list={listName} adminId={adminId} isSuper={isSuper} prefs={prefs} /> : null}
      <Group justify="space-between" align="flex-start">
        <Box flex={1}>
          <SearchBox
            onSearch={list.search}
            onBlank={list.reloadFirstPage}
            busy={list.searching}
            results={list.searchTerm}
          />
        </Box>
        <ExportMenu list={listName} query={{ search: list.searchTerm, state, ...filter, ...sort }} />
      </Group>
      {accepted ? <MemberFilters address={list.address} isSuper={isSuper} /> : null}
      {mayBulk ? (
        <UserBulkBar
          type={type}
          view={view}
          isSuper={isSuper}
          chosen={chosen}
          setChosen={setChosen}
          searchTerm={list.searchTerm}
          filter={filter}
          users={list.users}
          patch={list.patch}
        />
      ) : null}
      {accepted && !list.isPending && !list.loadError ? (
        <ListViewBar count={w(type, { count: list.total })} prefs={prefs} columns={columns} />
      ) : null}
      {list.isPending ? <LoadingScreen /> : null}
      {list.loadError && list.users.length === 0 ? (
        <LoadError message={list.loadError.message} onRetry={list.retry} />
      ) : null}
      {!list.isPending && !list.loadError && list.users.length === 0 ? <EmptyState /> : null}
      {asTable && list.users.length > 0 ? (
        <ListTable
          items={list.users}
          columns={columns}
          shown={prefs.columns}
          idOf={(user) => user._id}
          labelOf={(user) => user.name}
          sort={sort}
          onSort={list.address.setSort}
          actions={actionsOf}
          actionsLabel={w('actions')}
        />
      ) : null}
      {asTable ? null : (
        <UserCardGrid>
          {list.users.map((user) => (
            <UserCard
              key={user._id}
              user={user}
              historyLink={isSuper}
              extra={extraFields?.(user)}
              actions={actionsOf(user)}
            />
          ))}
        </UserCardGrid>
      )}
      {list.hasMore ? <GetMoreButton loading={list.fetchingMore} onClick={list.fetchMore} /> : null}
      {asTable && list.users.length > 0 ? (
        <ListPager
          page={list.address.page}
          pages={list.pages}
          size={list.address.size}
          onPage={list.address.setPage}
          onSize={list.address.setSize}
        />
      ) : null}
    </Stack>
  );
}
