import { Button } from '@mantine/core';
import { mayActOn, memberListName, type User, type UserType } from '@simsar/contract/users';
import { useState } from 'react';
import { BulkBar, BulkProgress, idsMatching, useBulkMove } from '../../ui/bulk.tsx';
import { BulkAdminDialog, BulkBanDialog } from '../../ui/bulk-dialogs.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { countOf } from '../../ui/count.ts';

type Patch = (user: User) => User | null;
type Move = 'remove' | 'unremove' | 'ban' | 'unban' | 'assign';

/** How each move reads, and how a moved card changes (null: it leaves the list). */
const looks: Record<Move, { label: string; running: string; done: string }> = {
  remove: { label: 'Remove', running: 'Removing', done: 'removed' },
  unremove: { label: 'Unremove', running: 'Restoring', done: 'restored' },
  ban: { label: 'Ban', running: 'Banning', done: 'banned' },
  unban: { label: 'Unban', running: 'Unbanning', done: 'unbanned' },
  assign: { label: 'Assign', running: 'Assigning', done: 'assigned' },
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
  const [asking, setAsking] = useState<{ move: 'ban' | 'assign'; ids: string[] } | null>(null);
  const listName = memberListName(type);
  const state = view === 'removed' ? 'removed' : undefined;
  const noun = type.toLowerCase();
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
      running: `${looks[move].running} ${countOf(ids.length, noun)}`,
      doneLabel: (count) => `${countOf(count, noun)} ${looks[move].done}`,
      nameOf: (id) => users.find((user) => user._id === id)?.name,
    });
    setChosen(new Set());
    for (const id of done) patch(id, change);
  };
  const ask = (move: Move) => {
    const ids = [...chosen];
    const question = `${looks[move].label} ${countOf(ids.length, noun)}?`;
    if (move === 'ban' || move === 'assign') return setAsking({ move, ids });
    const change: Patch =
      move === 'unban' ? (user) => ({ ...user, ban: false, isBanned: false, ban_reason: null }) : () => null;
    confirmYesNo({
      title: looks[move].label,
      message: question,
      onYes: () => void run(move, ids, {}, change),
    });
  };
  if (moves.length === 0) return null;
  return (
    <>
      <BulkBar
        selected={chosen.size}
        noun={noun}
        selectAllLabel="Select all that match"
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
            {looks[move].label} selected
          </Button>
        ))}
      </BulkBar>
      <BulkProgress bulk={bulk} />
      {asking?.move === 'ban' ? (
        <BulkBanDialog
          question={`Ban ${countOf(asking.ids.length, noun)}?`}
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
          title="Assign"
          question={`Assign ${countOf(asking.ids.length, noun)} to:`}
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
