import {
  type AdminLeaveInput,
  adminLeavePaths,
  adminLeaveReplySchema,
  adminLeavesReplySchema,
  myLeavesReplySchema,
} from '@simsar/contract/admin-leave';
import {
  adminListReplySchema,
  adminPageReplySchema,
  adminPaths,
  assignmentReplySchema,
  userPageReplySchema,
} from '@simsar/contract/admins';
import { adminSchema, type CreateAdminInput, messageReplySchema } from '@simsar/contract/auth';
import { apiPaths, fillPath } from '@simsar/contract/paths';
import { twoFactorPaths } from '@simsar/contract/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiRequest } from '../../../ui/api-client.ts';
import { replyMessage } from '../../../ui/toasts.tsx';
import { pagePath, usePageList } from '../../../ui/use-page-list.ts';
import { userTextIn } from '../../../ui/user-text.tsx';
import { useAdminWords } from '../words.ts';

/** The admin screens' query keys: everything under `adminKeys.all` (console-core §7 Sign-in and admins). */
export const adminKeys = {
  all: ['admins'] as const,
  /** Every admin at once (GET /api/admin/all): the team screen's name and "Move to admin" choice. */
  everyone: ['admins', 'everyone'] as const,
  list: (search: string | undefined) => ['admins', 'list', search ?? ''] as const,
  team: (id: string) => (search: string | undefined) => ['admins', 'team', id, search ?? ''] as const,
  unassigned: (search: string | undefined) => ['admins', 'unassigned', search ?? ''] as const,
  /** Every leave not ended (super admins), and the caller's own and those they cover. */
  leaves: ['admins', 'leaves'] as const,
  myLeaves: ['admins', 'leaves', 'mine'] as const,
};

export const adminsQuery = queryOptions({
  queryKey: adminKeys.everyone,
  queryFn: async () => (await apiRequest(adminPaths.all, { reply: adminListReplySchema })).admins,
});

export function useAdmins() {
  return useQuery(adminsQuery);
}

/** The Admins tab: a page of admins at a time, searched on the server (docs/decisions/020). */
export function useAdminPages() {
  return usePageList(adminKeys.list, (page, search) =>
    apiRequest(pagePath(adminPaths.list, page, search), { reply: adminPageReplySchema }),
  );
}

export function useTeamPages(adminId: string) {
  return usePageList(adminKeys.team(adminId), (page, search) =>
    apiRequest(pagePath(fillPath(adminPaths.team, { id: adminId }), page, search), {
      reply: userPageReplySchema,
    }),
  );
}

export function useUnassignedPages() {
  return usePageList(adminKeys.unassigned, (page, search) =>
    apiRequest(pagePath(adminPaths.unassigned, page, search), { reply: userPageReplySchema }),
  );
}

/** After any change to admins or assignments, or a refusal, every admin-screen list is fetched again. */
function useAdminMutation<Input, Reply>(
  call: (input: Input) => Promise<Reply>,
  successToast: (reply: Reply, input: Input) => ReactNode,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { successToast },
    // Also on failure: a 409 means the lists changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** An assignment's toast: what was done and to how many users. */
const assignedCount = (reply: { message: string; count: number }) => `${reply.message}: ${reply.count}`;

export const useCreateAdmin = () =>
  useAdminMutation(
    (input: CreateAdminInput) =>
      apiRequest(apiPaths.createAdmin, { method: 'POST', body: input, reply: adminSchema }),
    (admin) => userTextIn(useAdminWords.now()('created'), { name: admin.name }),
  );

export const useDeleteAdmin = () =>
  useAdminMutation(
    (id: string) =>
      apiRequest(fillPath(adminPaths.deleteAdmin, { id }), { method: 'DELETE', reply: messageReplySchema }),
    replyMessage,
  );

export const useChangeAdminPassword = () =>
  useAdminMutation(
    ({ id, password }: { id: string; password: string }) =>
      apiRequest(fillPath(adminPaths.changePasswordBySuper, { id }), {
        method: 'PUT',
        body: { password },
        reply: messageReplySchema,
      }),
    replyMessage,
  );

export const useRemoveFromList = () =>
  useAdminMutation(
    ({ adminId, ids }: { adminId: string; ids: string[] }) =>
      apiRequest(fillPath(adminPaths.removeFromList, { id: adminId }), {
        method: 'PUT',
        body: { ids },
        reply: assignmentReplySchema,
      }),
    assignedCount,
  );

export const useAddToList = () =>
  useAdminMutation(
    ({ adminId, ids }: { adminId: string; ids: string[] }) =>
      apiRequest(fillPath(adminPaths.addToList, { id: adminId }), {
        method: 'PUT',
        body: { ids },
        reply: assignmentReplySchema,
      }),
    assignedCount,
  );

/** One user: remove_and_add_user; several: change_admin (console-core §3 Re-assignment payload). */
export const useMoveUsers = () =>
  useAdminMutation(({ from, to, ids }: { from: string; to: string; ids: string[] }) => {
    const [only] = ids;
    return ids.length === 1 && only
      ? apiRequest(adminPaths.moveUser, {
          method: 'PUT',
          body: { old_admin: from, new_admin: to, user_id: only },
          reply: assignmentReplySchema,
        })
      : apiRequest(adminPaths.moveUsers, {
          method: 'PUT',
          body: { ids, old_admin: from, new_admin: to },
          reply: assignmentReplySchema,
        });
  }, assignedCount);

/** PUT /api/admin/two_factor/reset/{id}: the admin signs in with the password alone until set up again. */
export const useResetTwoFactor = () =>
  useAdminMutation(
    (id: string) =>
      apiRequest(fillPath(twoFactorPaths.reset, { id }), { method: 'PUT', reply: messageReplySchema }),
    replyMessage,
  );

/** Every leave not ended (GET /api/admin/leaves, super admins): the Admins screen's cards say theirs. */
export function useLeaves(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.leaves,
    queryFn: async () => (await apiRequest(adminLeavePaths.all, { reply: adminLeavesReplySchema })).leaves,
    enabled,
  });
}

/** The caller's own leave and the leaves they cover (home). */
export function useMyLeaves() {
  return useQuery({
    queryKey: adminKeys.myLeaves,
    queryFn: () => apiRequest(adminLeavePaths.mine, { reply: myLeavesReplySchema }),
  });
}

export const usePlanLeave = () =>
  useAdminMutation(
    ({ adminId, leave }: { adminId: string; leave: AdminLeaveInput }) =>
      apiRequest(fillPath(adminLeavePaths.create, { id: adminId }), {
        method: 'POST',
        body: leave,
        reply: adminLeaveReplySchema,
      }),
    replyMessage,
  );

export const useEndLeave = () =>
  useAdminMutation(
    (leaveId: string) =>
      apiRequest(fillPath(adminLeavePaths.end, { leaveId }), {
        method: 'DELETE',
        reply: adminLeaveReplySchema,
      }),
    replyMessage,
  );
