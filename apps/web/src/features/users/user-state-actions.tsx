import { Button } from '@mantine/core';
import { mayActOn, type User } from '@simsar/contract/users';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { changeUserState, type UserStateAction } from './api/user-calls.ts';
import { BanDialog } from './ban-dialog.tsx';
import { useUserWords } from './words.ts';

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
  const w = useUserWords();
  const named = (key: 'isBack' | 'isUnbanned' | 'isBanned' | 'isRemoved' | 'askRemoveOne') =>
    userTextIn(w(key), { name: user.name });
  const busy = action.isPending;

  if (view === 'removed') {
    if (!mayActOn('unremove', user.user_type, isSuper)) return null;
    return (
      <Button
        size="xs"
        variant="light"
        loading={busy}
        onClick={() => action.mutate({ kind: 'unremove', done: named('isBack') })}
      >
        {w('unremove')}
      </Button>
    );
  }
  const toggle = user.ban ? 'unban' : 'ban';
  const unban = () => action.mutate({ kind: 'unban', done: named('isUnbanned') });
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
          onYes={(reason) => action.mutate({ kind: 'ban', reason, done: named('isBanned') })}
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
          {user.ban ? w('unban') : w('ban')}
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
              title: w('remove'),
              message: named('askRemoveOne'),
              onYes: () => action.mutate({ kind: 'remove', done: named('isRemoved') }),
            })
          }
        >
          {w('remove')}
        </Button>
      ) : null}
    </>
  );
}
