import {
  adminListReplySchema,
  adminPaths,
  adminUsersReplySchema,
  assignmentReplySchema,
} from '@simsar/contract/admins';
import { adminSchema, type CreateAdminInput, messageReplySchema } from '@simsar/contract/auth';
import { apiPaths } from '@simsar/contract/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** The admin screens' calls (console-core §7 Sign-in and admins). */
export const adminKeys = {
  all: ['admins'] as const,
  list: ['admins', 'list'] as const,
  team: (id: string) => ['admins', 'team', id] as const,
  unassigned: ['admins', 'unassigned'] as const,
};

export const adminsQuery = queryOptions({
  queryKey: adminKeys.list,
  queryFn: async () => (await apiRequest(adminPaths.all, { reply: adminListReplySchema })).admins,
});

export function useAdmins() {
  return useQuery(adminsQuery);
}

export function useTeam(adminId: string) {
  return useQuery({
    queryKey: adminKeys.team(adminId),
    queryFn: async () =>
      (await apiRequest(adminPaths.users(adminId), { reply: adminUsersReplySchema })).response,
  });
}

export function useUnassignedUsers() {
  return useQuery({
    queryKey: adminKeys.unassigned,
    queryFn: async () =>
      (await apiRequest(adminPaths.nonDistributed, { reply: adminUsersReplySchema })).response,
  });
}

/** After any change to admins or assignments, or a refusal, every admin-screen list is fetched again. */
function useAdminMutation<Input, Reply>(call: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Also on failure: a 409 means the lists changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useCreateAdmin = () =>
  useAdminMutation((input: CreateAdminInput) =>
    apiRequest(apiPaths.createAdmin, { method: 'POST', body: input, reply: adminSchema }),
  );

export const useDeleteAdmin = () =>
  useAdminMutation((id: string) =>
    apiRequest(adminPaths.deleteAdmin(id), { method: 'DELETE', reply: messageReplySchema }),
  );

export const useChangeAdminPassword = () =>
  useAdminMutation(({ id, password }: { id: string; password: string }) =>
    apiRequest(adminPaths.changePasswordBySuper(id), {
      method: 'PUT',
      body: { password },
      reply: messageReplySchema,
    }),
  );

export const useRemoveFromList = () =>
  useAdminMutation(({ adminId, ids }: { adminId: string; ids: string[] }) =>
    apiRequest(adminPaths.removeFromList(adminId), {
      method: 'PUT',
      body: { ids },
      reply: assignmentReplySchema,
    }),
  );

export const useAddToList = () =>
  useAdminMutation(({ adminId, ids }: { adminId: string; ids: string[] }) =>
    apiRequest(adminPaths.addToList(adminId), { method: 'PUT', body: { ids }, reply: assignmentReplySchema }),
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
  });
