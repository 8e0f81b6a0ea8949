import { z } from 'zod';
import {
  emailField,
  hasAtMostTwoDecimals,
  memberPhoneField,
  optionalTextField,
  signInEmailField,
  signInPasswordField,
  textField,
} from './fields.ts';
import { userMessages } from './messages.ts';
import { nationalIdField } from './national-id.ts';

/** Brokers, clients and franchises (console-core §3 User). */
export const userTypes = ['Broker', 'Client', 'Franchise'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/**
 * A user's place in its lifecycle (console-core §4). A broker starts pending; clients and franchises
 * start active. Rejecting a pending broker deletes it. Ban is a flag on an active user.
 */
/** The console list of one member type, by its name in the list registry and the export (`clients`). */
export const memberListName = (type: UserType) => `${type.toLowerCase()}s`;

export const userStatuses = ['pending', 'active', 'removed'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Who may do an action: only super admins, or also an ordinary admin on a user assigned to them. */
type Transition = {
  types: readonly UserType[];
  from: UserStatus;
  /** The ban flag the user must have, when it matters. */
  banned?: boolean;
  /** 'deleted' for a rejected broker. */
  to: UserStatus | 'deleted';
  setBanned?: boolean;
  superOnlyFor: readonly UserType[];
};

/**
 * Every state change of a user, as the one table both halves read (STYLE.md): the server turns an
 * entry into its guarded UPDATE ... WHERE, the console shows an action only where it applies.
 * Broker actions are super-only (console-core §6); on clients and franchises an ordinary admin may
 * act on the users assigned to them (docs/decisions/012).
 */
export const userTransitions = {
  accept: { types: ['Broker'], from: 'pending', to: 'active', superOnlyFor: userTypes },
  reject: { types: ['Broker'], from: 'pending', to: 'deleted', superOnlyFor: userTypes },
  ban: {
    types: userTypes,
    from: 'active',
    banned: false,
    to: 'active',
    setBanned: true,
    superOnlyFor: ['Broker'],
  },
  unban: {
    types: userTypes,
    from: 'active',
    banned: true,
    to: 'active',
    setBanned: false,
    superOnlyFor: ['Broker'],
  },
  remove: { types: userTypes, from: 'active', to: 'removed', superOnlyFor: ['Broker'] },
  unremove: { types: userTypes, from: 'removed', to: 'active', superOnlyFor: ['Broker'] },
} as const satisfies Record<string, Transition>;
export type UserAction = keyof typeof userTransitions;

/** Whether an admin may do `action` on a user of `type` (the server checks ownership besides). */
export function mayActOn(action: UserAction, type: UserType, isSuper: boolean): boolean {
  const transition: Transition = userTransitions[action];
  return transition.types.includes(type) && (isSuper || !transition.superOnlyFor.includes(type));
}

export const userSchema = z.object({
  _id: z.string(),
  user_type: userTypeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(userStatuses),
  /** Brokers and franchises call the flag ban, the client list isBanned (console-core §3): both are sent. */
  ban: z.boolean(),
  isBanned: z.boolean(),
  /** Why the member is banned (docs/decisions/283); null when not banned. */
  ban_reason: z.string().nullable(),
  removed: z.boolean(),
  area: z.string().nullable(),
  work_at: z.string().nullable(),
  years_experience: z.number().int().nullable(),
  /**
   * The member's Egyptian national ID (docs/decisions/493), masked to its last four digits
   * (`••••••••••1234`) but where the caller may read it whole: the member themself in the apps, a
   * super admin on the member's page. Null when the member gave none.
   */
  national_id: z.string().nullable(),
  my_invitation_code: z.string().nullable(),
  number_of_invitaion: z.number().int(),
  invited_by: z.string().nullable(),
  admin_id: z.string().nullable(),
  /** The name of the admin the member belongs to, shown on every member card. */
  admin_name: z.string().nullable(),
  /** EGP, two decimals at most. */
  earnings: z.number(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListReplySchema = z.object({ response: z.array(userSchema) });
export type UserListReply = z.infer<typeof userListReplySchema>;
export const userReplySchema = z.object({ message: z.string(), user: userSchema });

export const userIdParamsSchema = z.object({ id: z.uuid(userMessages.userNotFound) });
export const userTypeParamsSchema = z.object({ type: userTypeSchema });
export const userPageParamsSchema = z.object({
  type: userTypeSchema,
  page: z.coerce.number().int().min(1, userMessages.pageInvalid),
});
export const invitationParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** POST /api/user/get_data_of_user/{type} {search, removed}. */
export const userSearchSchema = z.object({
  search: z.string().trim().min(1, userMessages.searchRequired).max(100),
  removed: z.boolean().default(false),
});
export type UserSearchInput = z.input<typeof userSearchSchema>;

/** PUT /api/user/accept/{id} {admin_id}: the admin the accepted broker is assigned to. */
export const acceptBrokerSchema = z.object({ admin_id: z.uuid(userMessages.adminRequired) });
export type AcceptBrokerInput = z.infer<typeof acceptBrokerSchema>;

/** PUT /api/user/change_admin/{id} {admin_id} (ours: console-core §7 does not show its path). */
export const changeUserAdminSchema = acceptBrokerSchema;
export type ChangeUserAdminInput = AcceptBrokerInput;

/** An amount in EGP with at most two decimals (piastres); negative for a correction. */
const egpAmount = z.coerce
  .number({ error: userMessages.earningRequired })
  .refine((value) => value !== 0, userMessages.earningNotZero)
  .refine((value) => Math.abs(value) <= 100_000_000, userMessages.earningTooLarge)
  .refine(hasAtMostTwoDecimals, userMessages.earningPiastres);

/**
 * PUT /api/user/update_earning {user_id, earning, reason?}: adds `earning` EGP to the broker's total.
 * A negative `earning` is a correction and needs a `reason` (docs/decisions/100).
 */
/** PUT /user/ban/{id} {reason}: the reason is required (docs/decisions/283); a missing body is a missing reason. */
export const banUserSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    reason: z
      .string(userMessages.banReasonRequired)
      .trim()
      .min(3, userMessages.banReasonRequired)
      .max(500, userMessages.banReasonTooLong),
  }),
);
export type BanUserInput = z.infer<typeof banUserSchema>;

export const updateEarningSchema = z
  .object({
    user_id: z.uuid(userMessages.userNotFound),
    earning: z.preprocess((value) => (value === '' ? undefined : value), egpAmount),
    reason: optionalTextField(300),
  })
  .refine((input) => !(Number(input.earning) < 0) || Boolean(input.reason), {
    path: ['reason'],
    message: userMessages.earningReasonRequired,
  });
export type UpdateEarningInput = z.input<typeof updateEarningSchema>;

export const earningAdditionSchema = z.object({
  amount: z.number(),
  /** Why, for a correction (a negative amount); null for an addition. */
  reason: z.string().nullable(),
  admin_id: z.string().nullable(),
  createdAt: z.string(),
  /** The form or deal whose commission this is, with its console link; null for a typed amount. */
  source: z.object({ kind: z.enum(['form', 'deal']), _id: z.string(), link: z.string() }).nullable(),
});
export type EarningAddition = z.infer<typeof earningAdditionSchema>;
export const earningHistoryReplySchema = z.object({
  earnings: z.number(),
  response: z.array(earningAdditionSchema),
});

/** The admins a user can be assigned to (the accept and change-admin forms). */
const adminChoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  admin_code: z.string(),
  super_admin: z.boolean(),
});
export const adminChoicesReplySchema = z.object({ response: z.array(adminChoiceSchema) });
export type AdminChoice = z.infer<typeof adminChoiceSchema>;

/**
 * GET /api/user/accept_choices/{id} (ours, docs/decisions/150): every admin with their workload, and
 * the one suggested for this pending broker: the admin of the broker who invited them, else the
 * admin with the fewest active members (ties: the longest since their last new member).
 */
export const acceptSuggestionReasons = ['invited', 'fewest_members'] as const;
export const acceptChoicesReplySchema = z.object({
  suggested: z.object({ admin_id: z.string(), reason: z.enum(acceptSuggestionReasons) }).nullable(),
  response: z.array(
    adminChoiceSchema.extend({
      active_members: z.number().int(),
      last_assigned_at: z.string().nullable(),
    }),
  ),
});
export type AcceptChoicesReply = z.infer<typeof acceptChoicesReplySchema>;

// --- Marketplace apps (ARCHITECTURE.md, Marketplace apps API) ---

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

export const registerMemberSchema = z.object({
  user_type: userTypeSchema,
  name: textField(userMessages.nameRequired, 120),
  email: emailField(userMessages.emailRequired, userMessages.emailInvalid),
  phone: memberPhoneField(userMessages.phoneRequired, userMessages.phoneInvalid),
  password: signInPasswordField(userMessages.passwordRequired).min(8, userMessages.passwordTooShort),
  invitation_code: optionalText(64),
  area: optionalText(120),
  work_at: optionalText(120),
  years_experience: z.coerce.number().int().min(0).max(80).optional(),
  national_id: nationalIdField.optional(),
});
export type RegisterMemberInput = z.input<typeof registerMemberSchema>;

export const memberLoginSchema = z.object({
  email: signInEmailField(userMessages.emailRequired),
  password: signInPasswordField(userMessages.passwordRequired),
});

/** `must_change_password`: signed in with a password set from a reset; only change_password works. */
export const memberSessionReplySchema = z.object({
  token: z.string(),
  user: userSchema,
  must_change_password: z.boolean(),
});

/** Paths of this area (console-core §7 Users, under /api), and ours where the spec shows none. */
export const userPaths = {
  page: '/api/user/all_users/:type/:page',
  all: '/api/user/all/:type',
  pendingBrokers: '/api/user/all_pending/Broker',
  /** The route as declared (only Broker is valid; any other type is refused by validation). */
  pending: '/api/user/all_pending/:type',
  removed: '/api/user/all_removed/:type',
  search: '/api/user/get_data_of_user/:type',
  invitation: '/api/user/invitation/:code',
  ban: '/api/user/ban/:id',
  unban: '/api/user/unban/:id',
  remove: '/api/user/removed/:id',
  unremove: '/api/user/unremoved/:id',
  updateEarning: '/api/user/update_earning',
  earnings: '/api/user/earnings/:id',
  accept: '/api/user/accept/:id',
  reject: '/api/user/delete_user/:id',
  changeAdmin: '/api/user/change_admin/:id',
  adminChoices: '/api/user/admin_choices',
  acceptChoices: '/api/user/accept_choices/:id',
  appRegister: '/api/app/register',
  appLogin: '/api/app/login',
} as const;
