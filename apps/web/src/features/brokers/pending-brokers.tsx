import { Button, Stack } from '@mantine/core';
import type { User } from '@simsar/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { showSuccessToast } from '../../ui/toasts.tsx';
import { UserCard, UserCardGrid } from '../../ui/user-card.tsx';
import { acceptBroker, brokerKeys, getPendingBrokers, rejectBroker } from './api/broker-calls.ts';
import { brokerFields } from './broker-fields.tsx';

/**
 * /brokers/pending: Accept (Yes/No, assigning the broker to the admin it already has, else to the
 * super admin who accepts: docs/decisions/010) and Reject (Yes/No, deletes it).
 */
export function PendingBrokers({
  isSuper,
  sessionAdminId,
  onLeft,
}: {
  isSuper: boolean;
  sessionAdminId: string;
  onLeft: () => void;
}) {
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
    onSuccess: (user) => {
      showSuccessToast(`${user.name} is accepted`);
      leave(user._id);
    },
  });
  const reject = useMutation({
    mutationFn: (user: User) => rejectBroker(user._id),
    onSuccess: (_reply, user) => {
      showSuccessToast(`${user.name} is rejected`);
      leave(user._id);
    },
  });

  if (pending.isPending) return <LoadingScreen />;
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
                  <Button
                    size="xs"
                    color="teal"
                    onClick={() =>
                      confirmYesNo({
                        title: 'Accept',
                        message: `Accept ${user.name}?`,
                        onYes: () =>
                          accept.mutate({ id: user._id, adminId: user.admin_id ?? sessionAdminId }),
                      })
                    }
                  >
                    Accept
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() =>
                      confirmYesNo({
                        title: 'Reject',
                        message: `Reject ${user.name}?`,
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
    </Stack>
  );
}
