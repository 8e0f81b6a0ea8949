import { Stack } from '@mantine/core';
import { BulkProgress } from '../../ui/bulk/bulk-progress.tsx';
import { toggled } from '../../ui/bulk/selection.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { UserCard, UserCardGrid } from '../../ui/members/user-card.tsx';
import { AcceptBrokerDialog, AcceptBrokersDialog } from './accept-broker-dialog.tsx';
import { brokerFields } from './broker-fields.tsx';
import { PendingBrokerActions, PendingBulkBar } from './pending-broker-actions.tsx';
import { usePendingBrokers, usePendingBulk } from './use-pending-brokers.ts';
import { useBrokerWords } from './words.ts';

/**
 * /brokers/pending: Accept (Yes/No with the admin the broker will belong to, the suggested one
 * chosen: docs/decisions/150) and Reject (Yes/No, deletes it). A super admin may select many and
 * accept (the admin suggested the same way, decision 342) or reject them at once (docs/decisions/284).
 */
export function PendingBrokers({ isSuper, onLeft }: { isSuper: boolean; onLeft: () => void }) {
  const w = useBrokerWords();
  const { pending, accepting, setAccepting, accept, reject } = usePendingBrokers(onLeft);
  const users = pending.data ?? [];
  const { chosen, setChosen, bulkAccepting, setBulkAccepting, bulk, acceptChosen, rejectChosen } =
    usePendingBulk(users, onLeft);

  if (pending.isPending) return <LoadingScreen />;
  if (pending.isError) return <LoadError message={pending.error.message} onRetry={() => pending.refetch()} />;
  // The list is whole (unpaged): every broker that matches is on the screen.
  const ids = users.filter((user) => chosen.has(user._id)).map((user) => user._id);
  return (
    <Stack>
      {isSuper && users.length > 0 ? (
        <PendingBulkBar
          users={users}
          ids={ids}
          running={bulk.running}
          onChoose={(ids) => setChosen(new Set(ids))}
          onAccept={setBulkAccepting}
          onReject={(ids) => void rejectChosen(ids)}
        />
      ) : null}
      <BulkProgress bulk={bulk} />
      {users.length === 0 ? <EmptyState /> : null}
      <UserCardGrid>
        {users.map((user) => (
          <UserCard
            key={user._id}
            user={user}
            historyLink={isSuper}
            extra={brokerFields(w, user)}
            actions={
              isSuper ? (
                <PendingBrokerActions
                  user={user}
                  checked={chosen.has(user._id)}
                  onToggle={() => setChosen(toggled(chosen, user._id))}
                  onAccept={() => setAccepting(user)}
                  onReject={() => reject.mutate(user)}
                />
              ) : null
            }
          />
        ))}
      </UserCardGrid>
      {accepting ? (
        <AcceptBrokerDialog
          broker={accepting}
          accepting={accept.isPending}
          onYes={(adminId) => accept.mutate({ id: accepting._id, adminId })}
          onNo={() => setAccepting(null)}
        />
      ) : null}
      {bulkAccepting ? (
        <AcceptBrokersDialog
          ids={bulkAccepting}
          accepting={bulk.running}
          onYes={(adminId) => void acceptChosen(bulkAccepting, adminId)}
          onNo={() => setBulkAccepting(null)}
        />
      ) : null}
    </Stack>
  );
}
