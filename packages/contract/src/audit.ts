import { z } from 'zod';
import { contentTypeRows } from './content-types.ts';
import { dayField } from './fields.ts';
import { pageReplySchema } from './lists.ts';
import { type QueueKindRows, queueKinds } from './queue-kinds.ts';

/** The audit log (docs/decisions/096): GET /api/audit for super admins. */
export const auditPaths = { list: '/api/audit' } as const;

/** The kinds that are not queues; each queue's kind and label come from its row (queue-kinds.ts). */
const otherAuditKinds = {
  user: 'Member',
  admin: 'Admin',
  project: 'Project',
  developer: 'Developer',
  claim: 'Commission claim',
  settings: 'System settings',
  notification: 'Notification',
  content: 'Content',
  sign_in: 'Sign-in',
  export: 'Export',
  note: 'Note',
  mail: 'E-mail',
} as const;

/**
 * Kinds the log may still hold that the server no longer writes: before each request queue was
 * audited under its own name, all six were `request`; the rows whose queue could be told were
 * renamed (drizzle/0024), the rest (requests since deleted with their member) keep it.
 */
const retiredAuditKinds = { request: 'Request of a deleted member' } as const;

/**
 * The kinds of item the server writes (`AuditKind` is the type `recordAudit` and `transition`
 * take), all offered by the screen's filter, so no entry carries a kind the filter lacks
 * (docs/decisions/260): a queue's kind comes with its row, any other kind is added to
 * `otherAuditKinds` with its label.
 */
export type AuditKind = keyof typeof otherAuditKinds | QueueKindRows['audit']['kind'];
/** What the filter offers: the kinds written, and the retired kinds old entries still carry. */
type FilterKind = AuditKind | keyof typeof retiredAuditKinds;

/** The filter's order as the screen has always offered it; a kind not named here follows, in row order. */
const filterOrder: readonly FilterKind[] = [
  'user',
  'admin',
  'project',
  'developer',
  'claim',
  'settings',
  'notification',
  'password_reset',
  'content',
  'sign_in',
  'form',
  'deal',
  'cil',
];

const labelled: [FilterKind, string][] = [
  ...(Object.entries(otherAuditKinds) as [AuditKind, string][]),
  ...queueKinds.map((row): [AuditKind, string] => [row.audit.kind, row.audit.label]),
  ...(Object.entries(retiredAuditKinds) as [FilterKind, string][]),
];
const rank = (kind: FilterKind) => {
  const at = filterOrder.indexOf(kind);
  return at === -1 ? filterOrder.length : at;
};

/** The filter's kinds and labels, in its order: the request queues follow CIL in row order. */
export const auditKinds = Object.fromEntries(labelled.sort(([a], [b]) => rank(a) - rank(b))) as Record<
  FilterKind,
  string
>;

/** The kinds the server writes, without the retired ones. */
export const writtenAuditKinds = Object.keys(auditKinds).filter(
  (kind) => !Object.hasOwn(retiredAuditKinds, kind),
) as AuditKind[];

/** The kinds whose entries name their subject (a null name there means it was deleted since). */
export const namedAuditKinds: readonly string[] = [
  'user',
  'admin',
  'project',
  'developer',
] satisfies AuditKind[];

/**
 * The actions of a kind the screen's filter offers by name (the kinds whose actions are few and
 * fixed). Sign-ins: every admin sign-in try (docs/decisions/096), the item being the e-mail tried,
 * and every wrong password a signed-in admin gave where a call asks for it again.
 */
export const auditActions = {
  sign_in: {
    signed_in: 'Signed in',
    failed: 'Wrong e-mail or password',
    wrong_code: 'Wrong two-factor code',
    // Company sign-in (docs/decisions/460): no admin has the provider's e-mail, or it is not verified;
    // a password while company sign-in is required.
    provider_refused: 'Refused by company sign-in',
    password_refused: 'Password refused (company sign-in required)',
    locked_out: 'Locked out',
    // A signed-in admin's own password asked again, and wrong (docs/decisions/301).
    wrong_current_password: 'Wrong current password (password change)',
    wrong_password_two_factor_setup: 'Wrong password (two-factor set-up)',
  },
} as const satisfies Partial<Record<AuditKind, Record<string, string>>>;

/** A content type's entries: `create_{name}`, `update_{name}`, `delete_{name}` (content-types.ts). */
export const contentAuditVerbs = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;
export type ContentAuditName = (typeof contentTypeRows)[keyof typeof contentTypeRows]['name'];
/** The content types' names, for the words that name them in a content entry's action. */
export const contentAuditNames = Object.values(contentTypeRows).map((row) => row.name) as ContentAuditName[];
/** A content type's name as an action's English says it: franchise_training is "franchise training". */
export const contentAuditNoun = (name: string) => name.replaceAll('_', ' ');

/**
 * Every other action the server writes, by its code, with what the audit screen says for it
 * (docs/decisions/294): `recordAudit` takes only an `AuditAction`, so a new code is added here,
 * with its words, before the server can write it.
 */
export const auditActionLabels = {
  // Any kind of item.
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  // Members (console-core §4) and who looks after them.
  accept: 'Accepted',
  reject: 'Rejected',
  ban: 'Banned',
  unban: 'Unbanned',
  remove: 'Removed',
  unremove: 'Restored',
  assign: 'Assigned to an admin',
  unassign: 'Unassigned',
  move: 'Moved to another admin',
  change_admin: 'Admin changed',
  set_password: 'Password set',
  add_earning: 'Earning added',
  correct_earning: 'Earning corrected',
  add_commission: 'Commission added',
  // Admins.
  change_password: 'Password changed',
  enable_two_factor: 'Two-factor turned on',
  reset_two_factor: 'Two-factor reset',
  // Queues: a move's name, or the state a form, deal or CIL moved to.
  pending: 'Marked pending',
  rejected: 'Rejected',
  unaccept: 'Accept undone',
  unreject: 'Reject undone',
  done: 'Marked done',
  undone: 'Marked not done',
  // Introduction disputes (docs/decisions/540): the decisions, and the server's opening of one.
  keep_first: 'Kept with the first broker',
  give_to_second: 'Given to the second broker',
  split: 'Split between the brokers',
  // Projects.
  mark_viewed: 'Marked reviewed',
  create_guest_link: 'Guest link created',
  change_link: 'Guest link replaced',
  // A developer's price sheet published as a project's new price list (docs/decisions/551).
  publish_prices: 'Price sheet published',
  // Commission claims against developers (docs/decisions/531).
  open_claim: 'Claim opened',
  invoice: 'Invoiced',
  record_payment: 'Payment recorded',
  write_off: 'Written off',
  // Notifications and exports.
  send: 'Sent',
  export: 'Exported',
  // Notes (docs/decisions/480).
  strike: 'Struck through',
  // E-mails to admins (docs/decisions/470): each one sent, or given up.
  mail_sent: 'E-mail sent',
  mail_failed: 'E-mail not sent',
  // An admin's leave (docs/decisions/494): planned, begun (members lent), ended (members back).
  plan_leave: 'Leave planned',
  start_leave: 'Leave began: members lent',
  end_leave: 'Leave ended: members back',
} as const;

/** A content entry's action: a verb and the type's name (any type's, one added by its row too). */
export type ContentAuditAction = `${keyof typeof contentAuditVerbs}_${string}`;
/** What `recordAudit` writes as an entry's action. */
export type AuditAction =
  | keyof typeof auditActionLabels
  | keyof (typeof auditActions)['sign_in']
  | ContentAuditAction;

/** What an action's words are made of: its own label, a sign-in's, or a content verb and type. */
export type AuditActionWords =
  | { code: keyof typeof auditActionLabels }
  | { signIn: keyof (typeof auditActions)['sign_in'] }
  | { verb: keyof typeof contentAuditVerbs; name: ContentAuditName };

/** The words of an action the log holds; null for a code none name (a type since removed), shown as written. */
export function auditActionOf(action: string): AuditActionWords | null {
  if (Object.hasOwn(auditActionLabels, action)) return { code: action as keyof typeof auditActionLabels };
  if (Object.hasOwn(auditActions.sign_in, action)) {
    return { signIn: action as keyof (typeof auditActions)['sign_in'] };
  }
  const [, verb, name] = /^(create|update|delete)_(.+)$/.exec(action) ?? [];
  return verb && (contentAuditNames as string[]).includes(name as string)
    ? { verb: verb as keyof typeof contentAuditVerbs, name: name as ContentAuditName }
    : null;
}

/** An action in English (the export's column, the console's English words); a code none name, as written. */
export function auditActionInEnglish(action: string): string {
  const words = auditActionOf(action);
  if (!words) return action;
  if ('verb' in words) return `${contentAuditVerbs[words.verb]} ${contentAuditNoun(words.name)}`;
  if ('signIn' in words) return auditActions.sign_in[words.signIn];
  return auditActionLabels[words.code];
}

/**
 * The Admin column's name of a change no admin made: the assignment rule giving a newly registered
 * member an admin (docs/decisions/276). The console says it in the admin's language.
 */
export const assignmentRuleActorName = 'Assignment rule';
/** The Admin column of the e-mail sender's entries (docs/decisions/470): no admin sent them. */
export const mailSenderActorName = 'E-mail sender';

export const auditMessages = {
  adminInvalid: 'Choose an admin from the list',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeInvalid: 'The start of the range must come before its end',
} as const;

const auditDay = dayField(auditMessages.dateInvalid).optional();
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `?page=&admin=&kind=&action=&item=&from=&to=`: from and to are days (UTC), both included. */
export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    admin: z.preprocess(emptyToUndefined, z.uuid(auditMessages.adminInvalid).optional()),
    kind: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
    action: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
    item: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    from: z.preprocess(emptyToUndefined, auditDay),
    to: z.preprocess(emptyToUndefined, auditDay),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: auditMessages.rangeInvalid,
    path: ['to'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** Null for a sign-in try with an e-mail no admin has, and for the assignment rule at registration. */
  admin_id: z.string().nullable(),
  admin_name: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  kind: z.string(),
  item_id: z.string(),
  /** The member's, admin's or project's name as it is now; null for other kinds or once deleted. */
  subject_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageReplySchema = pageReplySchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageReplySchema>;

/** The console's link to one item's history. */
export function auditLinkOf(kind: AuditKind, id: string): string {
  return `/audit?kind=${kind}&item=${encodeURIComponent(id)}`;
}
