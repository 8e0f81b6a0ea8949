import { Button } from '@mantine/core';
import type { User } from '@simsar/contract/users';
import { BulkBar } from '../../ui/bulk/bulk-bar.tsx';
import { SelectBox } from '../../ui/bulk/selection.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useBrokerWords } from './words.ts';

/** The bar over the pending brokers: select all or none, accept or reject the selected. */
export function PendingBulkBar(props: {
  users: User[];
  ids: string[];
  running: boolean;
  onChoose: (ids: string[]) => void;
  onAccept: (ids: string[]) => void;
  onReject: (ids: string[]) => void;
}) {
  const { users, ids, running } = props;
  const w = useBrokerWords();
  return (
    <BulkBar
      selected={ids.length}
      noun="broker"
      selectAllLabel={w('selectAll', { count: users.length })}
      onSelectAll={() => props.onChoose(users.map((user) => user._id))}
      onClear={() => props.onChoose([])}
    >
      <Button
        size="xs"
        color="teal"
        disabled={ids.length === 0 || running}
        onClick={() => props.onAccept(ids)}
      >
        {w('acceptSelected')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={ids.length === 0 || running}
        onClick={() =>
          confirmYesNo({
            title: w('reject'),
            message: w('askRejectMany', { count: ids.length }),
            onYes: () => props.onReject(ids),
          })
        }
      >
        {w('rejectSelected')}
      </Button>
    </BulkBar>
  );
}

/** One pending broker's moves: its select box, Accept, and Reject (Yes/No). */
export function PendingBrokerActions(props: {
  user: User;
  checked: boolean;
  onToggle: () => void;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { user } = props;
  const w = useBrokerWords();
  return (
    <>
      <SelectBox name={user.name} checked={props.checked} onChange={props.onToggle} />
      <Button size="xs" color="teal" onClick={props.onAccept}>
        {w('acceptOne')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() =>
          confirmYesNo({
            title: w('reject'),
            message: userTextIn(w('askReject'), { name: user.name }),
            onYes: props.onReject,
          })
        }
      >
        {w('reject')}
      </Button>
    </>
  );
}
