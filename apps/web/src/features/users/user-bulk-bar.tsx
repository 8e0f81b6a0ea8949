import { Button } from '@mantine/core';
import { BulkBar } from '../../ui/bulk/bulk-bar.tsx';
import { BulkProgress } from '../../ui/bulk/bulk-progress.tsx';
import { idsMatching } from '../../ui/bulk/bulk-run.ts';
import { looks, UserBulkDialogs, type UserBulkProps, useUserBulkMoves } from './user-bulk-moves.tsx';
import { useUserWords } from './words.ts';

/**
 * The member list's bulk bar (docs/decisions/284): the selection, "Select all that match", and the
 * moves the admin may make on the view: Remove, Ban (one reason for all, decision 283) and Unban on
 * the accepted list, Unremove on the removed one, and a super admin's Assign (to one chosen admin);
 * each asks once naming the count.
 */
export function UserBulkBar(props: UserBulkProps) {
  const { type, chosen, setChosen, searchTerm, filter } = props;
  const { bulk, asking, setAsking, listName, state, say, moves, run, ask } = useUserBulkMoves(props);
  const w = useUserWords();
  if (moves.length === 0) return null;
  return (
    <>
      <BulkBar
        selected={chosen.size}
        noun={type.toLowerCase()}
        selectAllLabel={w('selectAllThatMatch')}
        onSelectAll={async () =>
          setChosen(new Set(await idsMatching(listName, { ...filter, search: searchTerm, state })))
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
      <UserBulkDialogs asking={asking} say={say} run={run} onNo={() => setAsking(null)} />
    </>
  );
}
