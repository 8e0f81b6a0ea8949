import { messageReplySchema } from '@simsar/contract/auth';
import { fillPath } from '@simsar/contract/paths';
import {
  acceptChoicesReplySchema,
  adminChoicesReplySchema,
  earningHistoryReplySchema,
  type UpdateEarningInput,
  type User,
  userListReplySchema,
  userPaths,
  userReplySchema,
} from '@simsar/contract/users';
import { queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { formatEgp } from '../../../ui/money.ts';
import { userTextIn } from '../../../ui/user-text.tsx';
import { useBrokerWords } from '../words.ts';

/** PUT /api/user/accept/{id} {admin_id}. */
export async function acceptBroker({ id, adminId }: { id: string; adminId: string }) {
  return (
    await apiRequest(fillPath(userPaths.accept, { id }), {
      method: 'PUT',
      body: { admin_id: adminId },
      reply: userReplySchema,
    })
  ).user;
}

/** DELETE /api/user/delete_user/{id}: rejecting deletes the pending broker. */
export function rejectBroker(id: string) {
  return apiRequest(fillPath(userPaths.reject, { id }), { method: 'DELETE', reply: messageReplySchema });
}

/** PUT /api/user/update_earning {user_id, earning}: adds to the total. */
export async function addEarning(input: UpdateEarningInput) {
  return (await apiRequest(userPaths.updateEarning, { method: 'PUT', body: input, reply: userReplySchema }))
    .user;
}

/** PUT /api/user/change_admin/{id} {admin_id} (ours, docs/decisions/010). */
export async function changeBrokerAdmin({ id, adminId }: { id: string; adminId: string }) {
  const reply = await apiRequest(fillPath(userPaths.changeAdmin, { id }), {
    method: 'PUT',
    body: { admin_id: adminId },
    reply: userReplySchema,
  });
  return reply.user;
}

/** GET /api/user/invitation/{code}: the users who joined by that code. */
export async function findInvitedUsers(code: string) {
  return (await apiRequest(fillPath(userPaths.invitation, { code }), { reply: userListReplySchema }))
    .response;
}

/** The broker screens' own query keys. */
export const brokerKeys = {
  all: ['brokers'] as const,
  pending: ['brokers', 'pending'] as const,
  /** The searches among them, each under its term (under `pending`: what refreshes the list refreshes them). */
  pendingMatches: ['brokers', 'pending', 'matches'] as const,
  adminChoices: ['brokers', 'admin-choices'] as const,
  acceptChoices: (id: string) => ['brokers', 'accept-choices', id] as const,
  earnings: (id: string) => ['brokers', 'earnings', id] as const,
};

/** GET /api/user/earnings/{id}: the total and its entries, newest first. */
export function useEarningHistory(id: string) {
  return useQuery({
    queryKey: brokerKeys.earnings(id),
    queryFn: () => apiRequest(fillPath(userPaths.earnings, { id }), { reply: earningHistoryReplySchema }),
  });
}

/** GET /api/user/pending_brokers: brokers waiting to be accepted. */
export async function getPendingBrokers(): Promise<User[]> {
  return (await apiRequest(userPaths.pendingBrokers, { reply: userListReplySchema })).response;
}

const adminChoicesQuery = queryOptions({
  queryKey: brokerKeys.adminChoices,
  queryFn: async () =>
    (await apiRequest(userPaths.adminChoices, { reply: adminChoicesReplySchema })).response,
  staleTime: 60_000,
});

export function useAdminChoices(enabled: boolean) {
  return useQuery({ ...adminChoicesQuery, enabled });
}

/**
 * GET /api/user/accept_choices/{id} for each broker about to be accepted (one, or a bulk accept's
 * selection): the admins with their workload and the suggested one for each (decisions 150, 342).
 */
export function useAcceptChoices(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: brokerKeys.acceptChoices(id),
      queryFn: () =>
        apiRequest(fillPath(userPaths.acceptChoices, { id }), { reply: acceptChoicesReplySchema }),
      // Workloads change with every accept: always asked afresh when the dialog opens.
      staleTime: 0,
      gcTime: 0,
    })),
  });
}

export function useAddEarning() {
  return useMutation({
    mutationFn: addEarning,
    meta: {
      successToast: (next: User) =>
        userTextIn(
          useBrokerWords.now()('earningsOf'),
          { name: next.name, amount: formatEgp(next.earnings) },
          ['amount'],
        ),
    },
  });
}

export function useChangeBrokerAdmin() {
  return useMutation({
    mutationFn: changeBrokerAdmin,
    meta: { successToast: (next: User) => userTextIn(useBrokerWords.now()('newAdmin'), { name: next.name }) },
  });
}
