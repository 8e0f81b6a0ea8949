import { Button } from '@mantine/core';
import { mayActOn, type User } from '@simsar/contract/users';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { withUserText } from '../../ui/user-text.tsx';
import { changeUserState, type UserStateAction } from './api/user-calls.ts';

/**
 * Ban/Unban and Remove on an accepted card, Unremove on a removed one (console-core §4); Ban and Remove
 * ask Yes/No first. On success the ban flag is updated in place; a removed or restored user leaves the
 * list (onDone(null)).
 */
export function UserStateActions({
  user,
  view,
  isSuper,
  onDone,
}: {
  user: User;
  view: 'accept' | 'removed';
  isSuper: boolean;
  onDone: (next: User | null) => void;
}) {
  const action = useMutation({
    mutationFn: ({ kind }: { kind: UserStateAction; done: ReactNode }) => changeUserState(kind, user._id),
    meta: { successToast: (_next: unknown, { done }: { done: ReactNode }) => done },
    onSuccess: (next, { kind }) => {
      onDone(kind === 'ban' || kind === 'unban' ? next : null);
    },
  });
  const busy = action.isPending;

  if (view === 'removed') {
    if (!mayActOn('unremove', user.user_type, isSuper)) return null;
    return (
      <Button
        size="xs"
        variant="light"
        loading={busy}
        onClick={() => action.mutate({ kind: 'unremove', done: withUserText`${user.name} is back` })}
      >
        Unremove
      </Button>
    );
  }
  const toggle = user.ban ? 'unban' : 'ban';
  const unban = () => action.mutate({ kind: 'unban', done: withUserText`${user.name} is unbanned` });
  // A ban takes the member out of their app at once, so it asks first; unban gives access back and does not.
  const confirmBan = () =>
    confirmYesNo({
      title: 'Ban',
      message: withUserText`Ban ${user.name}?`,
      onYes: () => action.mutate({ kind: 'ban', done: withUserText`${user.name} is banned` }),
    });
  return (
    <>
      {mayActOn(toggle, user.user_type, isSuper) ? (
        <Button
          size="xs"
          variant={user.ban ? 'filled' : 'light'}
          color={user.ban ? 'teal' : 'orange'}
          loading={busy}
          onClick={() => (user.ban ? unban() : confirmBan())}
        >
          {user.ban ? 'Unban' : 'Ban'}
        </Button>
      ) : null}
      {mayActOn('remove', user.user_type, isSuper) ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={busy}
          onClick={() =>
            confirmYesNo({
              title: 'Remove',
              message: withUserText`Remove ${user.name}?`,
              onYes: () => action.mutate({ kind: 'remove', done: withUserText`${user.name} is removed` }),
            })
          }
        >
          Remove
        </Button>
      ) : null}
    </>
  );
}
