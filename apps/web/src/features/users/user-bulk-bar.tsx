import { Button } from '@mantine/core';
import { mayActOn, memberListName, type User, type UserType } from '@simsar/contract/users';
import { useState } from 'react';
import { BulkBar } from '../../ui/bulk/bulk-bar.tsx';
import { BulkProgress } from '../../ui/bulk/bulk-progress.tsx';
import { idsMatching, useBulkMove } from '../../ui/bulk/bulk-run.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { BulkAdminDialog, BulkBanDialog } from '../../ui/members/bulk-dialogs.tsx';
import { BanImpactPanel } from './ban-impact.tsx';
import { type UserWords, useUserWords } from './words.ts';

type Patch = (user: User) => User | null;
type Move = 'remove' | 'unremove' | 'ban' | 'unban' | 'assign';

type Words = keyof UserWords;

/** How each move reads: its name, its button, while it runs, once done, its question (words.ts). */
const looks: Record<Move, { name: Words; button: Words; running: Words; done: Words; question: Words }> = {
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

/**
 * The member list's bulk bar (docs/decisions/284): the selection, "Select all that match", and the
 * moves the admin may make on the view: Remove, Ban (one reason for all, decision 283) and Unban on
 * the accepted list, Unremove on the removed one, and a super admin's Assign (to one chosen admin);
 * each asks once naming the count.
 */
export function UserBulkBar({
  type,
  view,
  isSuper,
  chosen,
  setChosen,
  searchTerm,
  users,
  patch,
}: {
  type: UserType;
  view: 'accept' | 'removed';
  isSuper: boolean;
  chosen: Set<string>;
  setChosen: (next: Set<string>) => void;
  searchTerm: string | undefined;
  users: User[];
  patch: (id: string, change: Patch) => void;
}) {
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
  if (moves.length === 0) return null;
  return (
    <>
      <BulkBar
        selected={chosen.size}
        noun={type.toLowerCase()}
        selectAllLabel={w('selectAllThatMatch')}
        onSelectAll={async () =>
          setChosen(new Set(await idsMatching(listName, { search: searchTerm, state })))
        }
        onClear={() => setChosen(new Set())}
      >
        {moves.map((move) => (
          <Button
            key={move}
            size="xs"
            color={move === 'remove' ? 'red' : move === 'ban' ? 'orange' : undefined}
            variant="light"
            disabled={chosen.size === 0 || bulk.running}
            onClick={() => ask(move)}
          >
            {w(looks[move].button)}
          </Button>
        ))}
      </BulkBar>
      <BulkProgress bulk={bulk} />
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
          onNo={() => setAsking(null)}
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
          onNo={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
