import {
  type AuditAction,
  type AuditKind,
  assignmentRuleActorName,
  type auditActions,
  mailSenderActorName,
} from '@simsar/contract/audit';
import { auditEntries } from './audit.schema.ts';
import type { Executor } from './db.ts';
import type { SessionAdmin } from './session.ts';

/** Who made a change, as the audit keeps it (a SessionAdmin fits). */
export type AuditAdmin = Pick<SessionAdmin, 'id' | 'name' | 'ip'>;

/**
 * A change no admin made: the assignment rule giving a newly registered member an admin
 * (docs/decisions/276). Its entries have no admin id and this name in the Admin column.
 */
export const assignmentRuleActor = { id: null, name: assignmentRuleActorName, ip: null } as const;
/** The e-mail sender's entries (docs/decisions/470): each e-mail sent or given up, by no admin. */
export const mailSenderActor = { id: null, name: mailSenderActorName, ip: null } as const;
type AuditActor = AuditAdmin | typeof assignmentRuleActor | typeof mailSenderActor;

export type AuditChange = {
  admin: AuditActor;
  /** What was done: 'accept', 'ban', 'update', 'delete', a queue's move name... (contract `auditActionLabels`). */
  action: AuditAction;
  /** The kind of item, one the audit screen's filter offers (contract `auditKinds`). */
  kind: AuditKind;
  itemId: string;
  /** The item's fields before the change (omit for a creation). */
  before?: Record<string, unknown>;
  /** The item's fields after the change (omit for a deletion). */
  after?: Record<string, unknown>;
};

/** Fields whose values never reach the log, whatever the caller passes. */
const secretField = /password|hash|token|secret|recovery|otp/i;

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

/**
 * The changed fields only: a field of `before` and `after` with the same value is left out of both;
 * a field known on one side only is kept. Secret fields (passwords, hashes, tokens) are never kept:
 * the action says that a password was set.
 */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const keep = (side: Record<string, unknown> | undefined, other: Record<string, unknown> | undefined) => {
    if (!side) return null;
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(side)) {
      if (secretField.test(key)) continue;
      if (other && key in other && same(value, other[key])) continue;
      kept[key] = plain(value);
    }
    return kept;
  };
  return { before: keep(before, after), after: keep(after, before) };
}

/**
 * Writes one audit entry (docs/decisions/096). Call it with the transaction that
 * makes the change, so the change and its entry are written together or not at all.
 */
export async function recordAudit(db: Executor, change: AuditChange): Promise<void> {
  const { before, after } = changedFields(change.before, change.after);
  await db.insert(auditEntries).values({
    adminId: change.admin.id,
    adminName: change.admin.name,
    ip: change.admin.ip ?? null,
    action: change.action,
    kind: change.kind,
    itemId: change.itemId,
    before,
    after,
  });
}

/** Writes many audit entries in one statement (a bulk move's, docs/decisions/422): each as `recordAudit` would. */
export async function recordAudits(db: Executor, changes: readonly AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(auditEntries).values(
    changes.map((change) => {
      const { before, after } = changedFields(change.before, change.after);
      return {
        adminId: change.admin.id,
        adminName: change.admin.name,
        ip: change.admin.ip ?? null,
        action: change.action,
        kind: change.kind,
        itemId: change.itemId,
        before,
        after,
      };
    }),
  );
}

/**
 * What a sign-in try came to (docs/decisions/096, kind `sign_in`), or a wrong password asked again
 * by a signed-in admin's call (docs/decisions/301).
 */
export type SignInOutcome = keyof (typeof auditActions)['sign_in'];

/**
 * Writes one sign-in entry: kind `sign_in`, the item is the e-mail tried (as typed, lower-cased), the
 * admin is the account's when the e-mail is an admin's (else none), the address the request's.
 * The password is never passed here; `details` goes through the same secret-field filter.
 */
export async function recordSignIn(
  db: Executor,
  entry: {
    email: string;
    admin: { id: string; name: string } | undefined;
    ip: string;
    action: SignInOutcome;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditEntries).values({
    adminId: entry.admin?.id ?? null,
    adminName: entry.admin?.name ?? '',
    ip: entry.ip,
    action: entry.action,
    kind: 'sign_in',
    // No e-mail is longer (RFC 5321); whatever else was typed is cut there.
    itemId: entry.email.slice(0, 254),
    before: null,
    after: changedFields(undefined, entry.details).after,
  });
}
