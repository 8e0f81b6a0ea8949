import { Stack, Text } from '@mantine/core';
import { BulkProgress } from '../../ui/bulk/bulk-progress.tsx';
import { toggled } from '../../ui/bulk/selection.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { UserCard, UserCardGrid } from '../../ui/members/user-card.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { AcceptBrokerDialog, AcceptBrokersDialog } from './accept-broker-dialog.tsx';
import { brokerFields } from './broker-fields.tsx';
import { PendingBrokerActions, PendingBulkBar } from './pending-broker-actions.tsx';
import { usePendingBrokers, usePendingBulk } from './use-pending-brokers.ts';
import { useBrokerWords } from './words.ts';

/**
 * /brokers/pending: Accept (Yes/No with the admin the broker will belong to, the suggested one
 * chosen: docs/decisions/150) and Reject (Yes/No, deletes it). A super admin may select many and
 * accept (the admin suggested the same way, decision 342) or reject them at once (docs/decisions/284).
 * The search finds brokers by name or phone, as the other member lists' does (docs/decisions/566).
 */
export function PendingBrokers({ isSuper, onLeft }: { isSuper: boolean; onLeft: () => void }) {
  const w = useBrokerWords();
  const { shown, users, matched, term, setTerm, searching, accepting, setAccepting, accept, reject } =
    usePendingBrokers(onLeft);
  const { chosen, setChosen, bulkAccepting, setBulkAccepting, bulk, acceptChosen, rejectChosen } =
    usePendingBulk(users, onLeft);
  const search = (
    <SearchBox onSearch={setTerm} onBlank={() => setTerm(undefined)} busy={searching} results={term} />
  );

  if (shown.isPending || shown.isError) {
    return (
      <Stack>
        {search}
        {shown.isError ? (
          <LoadError message={shown.error.message} onRetry={() => shown.refetch()} />
        ) : (
          <LoadingScreen />
        )}
      </Stack>
    );
  }
  // The list is whole (unpaged), a search's first hundred matches: what is chosen is on the screen.
  const ids = users.filter((user) => chosen.has(user._id)).map((user) => user._id);
  return (
    <Stack>
      {search}
      {matched > users.length ? (
        <Text size="sm" c="dimmed">
          {w('firstMatches', { count: matched, shown: users.length })}
        </Text>
      ) : null}
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
