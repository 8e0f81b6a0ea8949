import {
  auditActionLabels,
  auditActionOf,
  auditActions,
  auditKinds,
  type ContentAuditName,
  contentAuditNames,
  contentAuditNoun,
  contentAuditVerbs,
} from '@simsar/contract/audit';
import {
  type AuditField,
  type AuditStatus,
  auditFieldLabels,
  auditFieldOf,
  auditStatusLabels,
  auditStatusOf,
} from '@simsar/contract/audit-fields';
import { type AssignmentRule, assignmentRules } from '@simsar/contract/system';
import { type UserType, userTypes } from '@simsar/contract/users';
import { type BookText, defineBook } from '../../i18n/books.ts';

type Kind = keyof typeof auditKinds;

/** The assignment rules (system.ts), a value of a `rule` or `assignment_rules` change. */
const ruleWords: Record<`rule.${AssignmentRule}`, string> = {
  'rule.off': 'Off',
  'rule.round_robin': 'Round robin',
  'rule.fewest_open': 'Fewest open items',
};
type SignInAction = keyof (typeof auditActions)['sign_in'];

/** The kinds of item as the contract names them (audit.ts, queue-kinds.ts), a type added there needs its Arabic here. */
const kinds = Object.fromEntries(
  Object.entries(auditKinds).map(([kind, label]) => [`kind.${kind}`, label]),
) as Record<`kind.${Kind}`, string>;

/** The sign-in tries' actions the filter offers by name (audit.ts `auditActions`). */
const signInActions = Object.fromEntries(
  Object.entries(auditActions.sign_in).map(([action, label]) => [`action.sign_in.${action}`, label]),
) as Record<`action.sign_in.${SignInAction}`, string>;

/** The actions the server writes, by code (audit.ts `auditActionLabels`, decision 294). */
const actions = Object.fromEntries(
  Object.entries(auditActionLabels).map(([action, label]) => [`action.${action}`, label]),
) as Record<`action.${keyof typeof auditActionLabels}`, string>;

/** A content entry's verb, with the content type's word in {thing}: create_training is "Created training". */
const contentVerbs = Object.fromEntries(
  Object.entries(contentAuditVerbs).map(([verb, label]) => [`content.${verb}`, `${label} {thing}`]),
) as Record<`content.${keyof typeof contentAuditVerbs}`, string>;

/** The content types as an action names them (content-types.ts; a type added there needs its Arabic here). */
const things = Object.fromEntries(
  contentAuditNames.map((name) => [`thing.${name}`, contentAuditNoun(name)]),
) as Record<`thing.${ContentAuditName}`, string>;

/** The fields the Changes column names (audit-fields.ts, decision 295). */
const fields = Object.fromEntries(
  Object.entries(auditFieldLabels).map(([field, label]) => [`field.${field}`, label]),
) as Record<`field.${AuditField}`, string>;

/** The states a `status` field holds. */
const states = Object.fromEntries(
  Object.entries(auditStatusLabels).map(([state, label]) => [`state.${state}`, label]),
) as Record<`state.${AuditStatus}`, string>;

/** The member types a `user_type` holds (users.ts), by their names. */
const userTypeWords = Object.fromEntries(userTypes.map((type) => [`userType.${type}`, type])) as Record<
  `userType.${UserType}`,
  string
>;

/** The audit log's words (decision 288): its filters, its table's heads, the kinds and named actions. */
const english = {
  ...kinds,
  ...signInActions,
  ...actions,
  ...contentVerbs,
  ...things,
  ...fields,
  ...states,
  title: 'Audit log',
  loadFailed: 'The log could not be loaded',
  pages: 'Pages',
  entries: { one: '{count} entry', other: '{count} entries' },
  admin: 'Admin',
  anyAdmin: 'Any admin',
  deletedAdmin: 'Deleted admin ({id})',
  kind: 'Kind of item',
  anyKind: 'Any kind',
  action: 'Action',
  anyAction: 'Any action',
  item: 'Item',
  itemId: 'Item id',
  from: 'From',
  to: 'To',
  apply: 'Apply filters',
  clear: 'Clear',
  table: 'Audit entries',
  when: 'When',
  changes: 'Changes',
  /** A change's arrow, from the value before to the value after: it points the way the line reads. */
  changedTo: '→',
  ...userTypeWords,
  yes: 'Yes',
  no: 'No',
  deleted: 'deleted',
  /** The Admin column of what the assignment rule did (contract `assignmentRuleActorName`). */
  assignmentRule: 'Assignment rule',
  /** The Admin column of the e-mails sent or given up (contract `mailSenderActorName`). */
  mailSender: 'E-mail sender',
  /** Between the items of a list a change holds (a project's features). */
  listSeparator: ', ',
  ...ruleWords,
};
export type AuditWords = typeof english;

export const useAuditWords = defineBook(english, () => import('./words.ar.ts'));

export type AuditText = BookText<AuditWords>;

/** A kind of item in the language in use; a kind the console does not know is shown as it is. */
export function kindLabel(w: AuditText, kind: string): string {
  const key = `kind.${kind}`;
  return key in english ? w(key as `kind.${Kind}`) : kind;
}

/** An action in the language in use (decision 294); a code no words name is shown as the server wrote it. */
export function actionLabel(w: AuditText, action: string): string | null {
  const words = auditActionOf(action);
  if (!words) return null;
  if ('verb' in words) return w(`content.${words.verb}`, { thing: w(`thing.${words.name}`) });
  if ('signIn' in words) return w(`action.sign_in.${words.signIn}`);
  return w(`action.${words.code}`);
}

/** A field of a change in the language in use (decision 295); a field none name is shown as the server wrote it. */
export function fieldLabel(w: AuditText, field: string): string | null {
  const known = auditFieldOf(field);
  return known ? w(`field.${known}`) : null;
}

/** A member type, as `user_type` holds it, in the language in use; null for another value. */
export function userTypeLabel(w: AuditText, value: unknown): string | null {
  return (userTypes as readonly unknown[]).includes(value) ? w(`userType.${value as UserType}`) : null;
}

/** A training's `kind` (its table holds both types: training, franchise) as its type's name, in the language in use. */
export function trainingKindLabel(w: AuditText, value: unknown): string | null {
  if (value === 'training') return w('thing.training');
  return value === 'franchise' ? w('thing.franchise_training') : null;
}

/** A state in the language in use; null for a value none name. */
export function stateLabel(w: AuditText, value: unknown): string | null {
  const known = auditStatusOf(value);
  return known ? w(`state.${known}`) : null;
}

/** An assignment rule (`off`, `round_robin`, `fewest_open`) in the language in use; null for another value. */
export function ruleLabel(w: AuditText, value: unknown): string | null {
  return (assignmentRules as readonly unknown[]).includes(value)
    ? w(`rule.${value as AssignmentRule}`)
    : null;
}
