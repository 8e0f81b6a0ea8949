import { mayActOn, memberListName, type User, type UserType } from '@simsar/contract/users';
import { useState } from 'react';
import { useBulkMove } from '../../ui/bulk/bulk-run.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { BulkAdminDialog, BulkBanDialog } from '../../ui/members/bulk-dialogs.tsx';
import { BanImpactPanel } from './ban-impact.tsx';
import { type UserWords, useUserWords } from './words.ts';

export type Patch = (user: User) => User | null;
export type Move = 'remove' | 'unremove' | 'ban' | 'unban' | 'assign';

type Words = keyof UserWords;

/** How each move reads: its name, its button, while it runs, once done, its question (words.ts). */
export const looks: Record<
  Move,
  { name: Words; button: Words; running: Words; done: Words; question: Words }
> = {
  remove: {
    name: 'remove',
    button: 'removeSelected',
    running: 'removing',
    done: 'removed',
    question: 'askRemove',
  },
  unremove: {
    name: 'unremove',
    button: 'unremoveSelected',
    running: 'restoring',
    done: 'restored',
    question: 'askUnremove',
  },
  ban: { name: 'ban', button: 'banSelected', running: 'banning', done: 'bannedMany', question: 'askBan' },
  unban: {
    name: 'unban',
    button: 'unbanSelected',
    running: 'unbanning',
    done: 'unbannedMany',
    question: 'askUnban',
  },
  assign: {
    name: 'assign',
    button: 'assignSelected',
    running: 'assigning',
    done: 'assigned',
    question: 'askAssign',
  },
};

export type UserBulkProps = {
  type: UserType;
  view: 'accept' | 'removed';
  isSuper: boolean;
  chosen: Set<string>;
  setChosen: (next: Set<string>) => void;
  searchTerm: string | undefined;
  /** The list's filters beside its search (docs/decisions/520): "select all that match" reads them too. */
  filter: Record<string, string | undefined>;
  users: User[];
  patch: (id: string, change: Patch) => void;
};

/** The moves the admin may make on the view, asking once naming the count, run one by one. */
export function useUserBulkMoves({ type, view, isSuper, chosen, setChosen, users, patch }: UserBulkProps) {
  const bulk = useBulkMove();
  const w = useUserWords();
  const [asking, setAsking] = useState<{ move: 'ban' | 'assign'; ids: string[] } | null>(null);
  const listName = memberListName(type);
  const state = view === 'removed' ? 'removed' : undefined;
  // "3 brokers" in the move's sentence: the count said with the type's own plural forms.
  const say = (key: Words, count: number) => w(key, { members: w(type, { count }) });
  const stateMoves = view === 'removed' ? (['unremove'] as const) : (['ban', 'unban', 'remove'] as const);
  const moves: Move[] = [
    ...stateMoves.filter((move) => mayActOn(move, type, isSuper)),
    ...(isSuper ? (['assign'] as const) : []),
  ];
  const run = async (move: Move, ids: string[], fields: Record<string, unknown>, change: Patch) => {
    setAsking(null);
    const done = await bulk.run({
      list: listName,
      move,
      ids,
      fields,
      running: say(looks[move].running, ids.length),
      doneLabel: (count) => say(looks[move].done, count),
      nameOf: (id) => users.find((user) => user._id === id)?.name,
    });
    setChosen(new Set());
    for (const id of done) patch(id, change);
  };
  const ask = (move: Move) => {
    const ids = [...chosen];
    const question = say(looks[move].question, ids.length);
    if (move === 'ban' || move === 'assign') return setAsking({ move, ids });
    const change: Patch =
      move === 'unban' ? (user) => ({ ...user, ban: false, isBanned: false, ban_reason: null }) : () => null;
    confirmYesNo({
      title: w(looks[move].name),
      message: question,
      onYes: () => void run(move, ids, {}, change),
    });
  };
  return { bulk, asking, setAsking, listName, state, say, moves, run, ask };
}

type BulkMoves = ReturnType<typeof useUserBulkMoves>;

/** The questions that need more than Yes/No: Ban (one reason for all) and Assign (to one admin). */
export function UserBulkDialogs({
  asking,
  say,
  run,
  onNo,
}: Pick<BulkMoves, 'asking' | 'say' | 'run'> & { onNo: () => void }) {
  const w = useUserWords();
  return (
    <>
      {asking?.move === 'ban' ? (
        <BulkBanDialog
          question={say('askBan', asking.ids.length)}
          impact={<BanImpactPanel userIds={asking.ids} />}
          onYes={(reason) =>
            void run('ban', asking.ids, { reason }, (user) => ({
              ...user,
              ban: true,
              isBanned: true,
              ban_reason: reason,
            }))
          }
          onNo={onNo}
        />
      ) : null}
      {asking?.move === 'assign' ? (
        <BulkAdminDialog
          title={w('assign')}
          question={say('askAssign', asking.ids.length)}
          onYes={(adminId, adminName) =>
            void run('assign', asking.ids, { admin_id: adminId }, (user) => ({
              ...user,
              admin_id: adminId,
              admin_name: adminName,
            }))
          }
          onNo={onNo}
        />
      ) : null}
    </>
  );
}
