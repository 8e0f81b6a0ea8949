import { Button } from '@mantine/core';
import { mayActOn, type User } from '@simsar/contract/users';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { withUserText } from '../../ui/user-text.tsx';
import { changeUserState, type UserStateAction } from './api/user-calls.ts';
import { BanDialog } from './ban-dialog.tsx';

/** The moves the success toast offers to take back, and the reverse that does (unban needs no reason). */
const undoOf: Partial<Record<UserStateAction, UserStateAction>> = { remove: 'unremove', ban: 'unban' };

/**
 * Ban/Unban and Remove on an accepted card, Unremove on a removed one (console-core §4); Ban and Remove
 * ask first, Ban with a
 * required reason (docs/decisions/283). On success the ban flag is updated in place; a removed or restored user leaves the
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
    mutationFn: ({ kind, reason }: { kind: UserStateAction; done: ReactNode; reason?: string }) =>
      changeUserState(kind, user._id, reason),
    meta: {
      successToast: (_next: unknown, { done }: { done: ReactNode }) => done,
      // Remove and ban are taken back by their reverse move for a few seconds (docs/decisions/282).
      undo: (_next: unknown, { kind }: { kind: UserStateAction }) => {
        const back = undoOf[kind];
        // An unbanned card changes in place (a search's results too); a restored one comes back as
        // the lists reload.
        return (
          back && (() => changeUserState(back, user._id).then((next) => back === 'unban' && onDone(next)))
        );
      },
    },
    onSuccess: (next, { kind }) => {
      setBanning(false);
      onDone(kind === 'ban' || kind === 'unban' ? next : null);
    },
  });
  const [banning, setBanning] = useState(false);
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
  const confirmBan = () => {
    action.reset();
    setBanning(true);
  };
  return (
    <>
      {banning ? (
        <BanDialog
          user={user}
          banning={busy}
          error={action.error}
          onYes={(reason) =>
            action.mutate({ kind: 'ban', reason, done: withUserText`${user.name} is banned` })
          }
          onNo={() => setBanning(false)}
        />
      ) : null}
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
