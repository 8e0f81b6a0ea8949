import { z } from 'zod';
import { adminSchema, newPassword, withConfirmation } from './auth.ts';
import { pageReplySchema } from './lists.ts';
import { adminMessages, messages } from './messages.ts';
import { userSchema } from './users.ts';

/** The admin screens' calls (console-core §7 Sign-in and admins, under /api). */
export const adminPaths = {
  all: '/api/admin/all',
  deleteAdmin: '/api/admin/delete_admin/:id',
  changePasswordBySuper: '/api/admin/change_password_by_super/:id',
  users: '/api/admin/get_users/:id',
  nonDistributed: '/api/admin/get_non_distributed_users',
  removeFromList: '/api/admin/remove_from_list/:id',
  addToList: '/api/admin/add_to_list/:id',
  moveUser: '/api/admin/remove_and_add_user',
  moveUsers: '/api/admin/change_admin',
  alert: '/api/admin/get_alert',
  // The console's paged lists, `?page=&search=` (docs/decisions/020); the spec's calls above stay whole.
  list: '/api/admin/list',
  team: '/api/admin/team/:id',
  unassigned: '/api/admin/unassigned',
} as const;

export const adminIdParamsSchema = z.object({ id: z.uuid(adminMessages.adminNotFound) });

/** GET /api/admin/all: every admin with the ids of the users assigned to them. */
export const adminListReplySchema = z.object({ admins: z.array(adminSchema) });
export type AdminListReply = z.infer<typeof adminListReplySchema>;

/** PUT /api/admin/change_password_by_super/{id} {password}. */
export const changePasswordBySuperSchema = z.object({ password: newPassword(messages.newPasswordRequired) });
export type ChangePasswordBySuperInput = z.infer<typeof changePasswordBySuperSchema>;

/** The admin card's form: new and confirm, "password is not match" when they differ (console-core §5). */
export const changePasswordBySuperFormSchema = withConfirmation(changePasswordBySuperSchema);
export type ChangePasswordBySuperForm = z.infer<typeof changePasswordBySuperFormSchema>;

const userIds = z
  .array(z.uuid(adminMessages.userIdInvalid), { error: adminMessages.usersRequired })
  .min(1, adminMessages.usersRequired)
  .max(1000, adminMessages.tooManyUsers)
  .transform((ids) => [...new Set(ids)]);

/** PUT /api/admin/remove_from_list/{id} and /api/admin/add_to_list/{id}: {ids}. */
export const userIdsSchema = z.object({ ids: userIds });
export type UserIdsInput = z.input<typeof userIdsSchema>;

const adminRef = z.uuid(adminMessages.adminRequired);

/** PUT /api/admin/remove_and_add_user {old_admin, new_admin, user_id}. */
export const moveUserSchema = z
  .object({ old_admin: adminRef, new_admin: adminRef, user_id: z.uuid(adminMessages.userIdInvalid) })
  .refine((body) => body.old_admin !== body.new_admin, {
    message: adminMessages.sameAdmin,
    path: ['new_admin'],
  });
export type MoveUserInput = z.input<typeof moveUserSchema>;

/** PUT /api/admin/change_admin {ids, new_admin, old_admin}. */
export const moveUsersSchema = z
  .object({ ids: userIds, old_admin: adminRef, new_admin: adminRef })
  .refine((body) => body.old_admin !== body.new_admin, {
    message: adminMessages.sameAdmin,
    path: ['new_admin'],
  });
export type MoveUsersInput = z.input<typeof moveUsersSchema>;

/** The users of a team or of the unassigned list, all at once (the screen pages them). */
export const adminUsersReplySchema = z.object({ response: z.array(userSchema) });

/** GET /api/admin/list?page=&search=: a page of admins, searched by name, e-mail or admin code. */
export const adminPageReplySchema = pageReplySchema(adminSchema);

/** GET /api/admin/team/{id} and /api/admin/unassigned, `?page=&search=`: a page of users by name. */
export const userPageReplySchema = pageReplySchema(userSchema);

/** A change to who has which users: how many moved. */
export const assignmentReplySchema = z.object({ message: z.string(), count: z.number().int() });

/** GET /api/admin/get_alert (docs/decisions/051): what waits for a super admin on the home screen. */
export const adminAlertSchema = z.object({
  forgot_password: z.number().int().min(0),
  non_distributed_users: z.number().int().min(0),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;
