import { Button, Stack } from '@mantine/core';
import type { User } from '@simsar/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { UserCard, UserCardGrid } from '../../ui/user-card.tsx';
import { withUserText } from '../../ui/user-text.tsx';
import { AcceptBrokerDialog } from './accept-broker-dialog.tsx';
import { acceptBroker, brokerKeys, getPendingBrokers, rejectBroker } from './api/broker-calls.ts';
import { brokerFields } from './broker-fields.tsx';

/**
 * /brokers/pending: Accept (Yes/No with the admin the broker will belong to, the suggested one
 * chosen: docs/decisions/150) and Reject (Yes/No, deletes it).
 */
export function PendingBrokers({ isSuper, onLeft }: { isSuper: boolean; onLeft: () => void }) {
  const [accepting, setAccepting] = useState<User | null>(null);
  const pendingKey = brokerKeys.pending;
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: pendingKey, queryFn: getPendingBrokers });
  const leave = (id: string) => {
    queryClient.setQueryData<User[]>(pendingKey, (users) => users?.filter((user) => user._id !== id));
    // The accepted list, the home bell (other areas' keys): the app has them refetched when next shown.
    onLeft();
  };
  const accept = useMutation({
    mutationFn: acceptBroker,
    meta: { successToast: (user: User) => withUserText`${user.name} is accepted` },
    onSuccess: (user) => {
      setAccepting(null);
      leave(user._id);
    },
  });
  const reject = useMutation({
    mutationFn: (user: User) => rejectBroker(user._id),
    meta: { successToast: (_reply: unknown, user: User) => withUserText`${user.name} is rejected` },
    onSuccess: (_reply, user) => {
      leave(user._id);
    },
  });

  if (pending.isPending) return <LoadingScreen />;
  if (pending.isError) return <LoadError message={pending.error.message} onRetry={() => pending.refetch()} />;
  const users = pending.data ?? [];
  return (
    <Stack>
      {users.length === 0 ? <EmptyState /> : null}
      <UserCardGrid>
        {users.map((user) => (
          <UserCard
            key={user._id}
            user={user}
            historyLink={isSuper}
            extra={brokerFields(user)}
            actions={
              isSuper ? (
                <>
                  <Button size="xs" color="teal" onClick={() => setAccepting(user)}>
                    Accept
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() =>
                      confirmYesNo({
                        title: 'Reject',
                        message: withUserText`Reject ${user.name}?`,
                        onYes: () => reject.mutate(user),
                      })
                    }
                  >
                    Reject
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
    </Stack>
  );
}
