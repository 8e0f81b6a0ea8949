import { Button, Stack } from '@mantine/core';
import type { User } from '@simsar/contract/users';
import { memberListName } from '@simsar/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BulkBar } from '../../ui/bulk/bulk-bar.tsx';
import { BulkProgress } from '../../ui/bulk/bulk-progress.tsx';
import { useBulkMove } from '../../ui/bulk/bulk-run.ts';
import { SelectBox, toggled } from '../../ui/bulk/selection.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { UserCard, UserCardGrid } from '../../ui/members/user-card.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { AcceptBrokerDialog, AcceptBrokersDialog } from './accept-broker-dialog.tsx';
import { acceptBroker, brokerKeys, getPendingBrokers, rejectBroker } from './api/broker-calls.ts';
import { brokerFields } from './broker-fields.tsx';
import { useBrokerWords } from './words.ts';

/**
 * /brokers/pending: Accept (Yes/No with the admin the broker will belong to, the suggested one
 * chosen: docs/decisions/150) and Reject (Yes/No, deletes it). A super admin may select many and
 * accept (the admin suggested the same way, decision 342) or reject them at once (docs/decisions/284).
 */
export function PendingBrokers({ isSuper, onLeft }: { isSuper: boolean; onLeft: () => void }) {
  const w = useBrokerWords();
  const [accepting, setAccepting] = useState<User | null>(null);
  const pendingKey = brokerKeys.pending;
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: pendingKey, queryFn: getPendingBrokers });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // The ids the confirmation named, kept as they were when it opened (the list may change under it).
  const [bulkAccepting, setBulkAccepting] = useState<string[] | null>(null);
  const bulk = useBulkMove();
  const leave = (id: string) => {
    queryClient.setQueryData<User[]>(pendingKey, (users) => users?.filter((user) => user._id !== id));
    // The accepted list, the home bell (other areas' keys): the app has them refetched when next shown.
    onLeft();
  };
  const accept = useMutation({
    mutationFn: acceptBroker,
    meta: { successToast: (user: User) => userTextIn(w('isAccepted'), { name: user.name }) },
    onSuccess: (user) => {
      setAccepting(null);
      leave(user._id);
    },
  });
  const reject = useMutation({
    mutationFn: (user: User) => rejectBroker(user._id),
    meta: { successToast: (_reply: unknown, user: User) => userTextIn(w('isRejected'), { name: user.name }) },
    onSuccess: (_reply, user) => {
      leave(user._id);
    },
  });

  if (pending.isPending) return <LoadingScreen />;
  if (pending.isError) return <LoadError message={pending.error.message} onRetry={() => pending.refetch()} />;
  const users = pending.data ?? [];
  // The list is whole (unpaged): every broker that matches is on the screen.
  const ids = users.filter((user) => chosen.has(user._id)).map((user) => user._id);
  const acceptChosen = async (ids: string[], adminId: string) => {
    setBulkAccepting(null);
    await bulk.run({
      list: memberListName('Broker'),
      move: 'accept',
      ids,
      fields: { admin_id: adminId },
      running: w('accepting', { count: ids.length }),
      doneLabel: (done) => w('accepted', { count: done }),
      nameOf: (id) => users.find((user) => user._id === id)?.name,
    });
    setChosen(new Set());
    await queryClient.invalidateQueries({ queryKey: pendingKey });
    onLeft();
  };
  const rejectChosen = async (ids: string[]) => {
    await bulk.run({
      list: memberListName('Broker'),
      move: 'reject',
      ids,
      running: w('rejecting', { count: ids.length }),
      doneLabel: (done) => w('rejected', { count: done }),
      nameOf: (id) => users.find((user) => user._id === id)?.name,
    });
    setChosen(new Set());
    await queryClient.invalidateQueries({ queryKey: pendingKey });
    onLeft();
  };
  return (
    <Stack>
      {isSuper && users.length > 0 ? (
        <BulkBar
          selected={ids.length}
          noun="broker"
          selectAllLabel={w('selectAll', { count: users.length })}
          onSelectAll={() => setChosen(new Set(users.map((user) => user._id)))}
          onClear={() => setChosen(new Set())}
        >
          <Button
            size="xs"
            color="teal"
            disabled={ids.length === 0 || bulk.running}
            onClick={() => setBulkAccepting(ids)}
          >
            {w('acceptSelected')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={ids.length === 0 || bulk.running}
            onClick={() =>
              confirmYesNo({
                title: w('reject'),
                message: w('askRejectMany', { count: ids.length }),
                onYes: () => void rejectChosen(ids),
              })
            }
          >
            {w('rejectSelected')}
          </Button>
        </BulkBar>
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
                <>
                  <SelectBox
                    name={user.name}
                    checked={chosen.has(user._id)}
                    onChange={() => setChosen(toggled(chosen, user._id))}
                  />
                  <Button size="xs" color="teal" onClick={() => setAccepting(user)}>
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
                        onYes: () => reject.mutate(user),
                      })
                    }
                  >
                    {w('reject')}
                  </Button>
                </>
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
