import { messages } from '@simsar/contract/messages';
import type { NoteSubjectKind } from '@simsar/contract/notes';
import { type QueueKindRows, queueKinds } from '@simsar/contract/queue-kinds';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { passwordResetRequests } from '../password-resets/password-resets.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';

/** An admin as the visibility rule asks about them: a session's, or a mentioned admin's. */
export type Viewer = Pick<SessionAdmin, 'id' | 'isSuper'>;

/**
 * What a note's subject is, read whoever asks: its state and name for the "Mentioned you" entry,
 * and who may see it, by the API's own rule (ARCHITECTURE.md, Authorisation): the admin its member
 * is assigned to (a member's `admin_id`, a queue item's `owner_id`, decision 400) and every super
 * admin; what no member filed (a franchise join request) every admin; a super admin's queue
 * (`access.see`) super admins alone.
 */
export type Subject = {
  kind: NoteSubjectKind;
  id: string;
  status: string | null;
  name: string | null;
  memberType: string | null;
  owner: string | null;
  everyone: boolean;
};

type Found = { status: string | null; name: string | null; memberType: string | null; owner: string | null };

const submissionTables = { form: forms, deal: deals, cil: cils } as const;
const rowOf = (kind: NoteSubjectKind) =>
  (queueKinds as readonly QueueKindRows[]).find((row) => row.kind === kind);

async function first(query: Promise<Found[]>): Promise<Found | undefined> {
  return (await query)[0];
}

function readSubject(db: Executor, kind: NoteSubjectKind, id: string): Promise<Found | undefined> {
  if (kind === 'member') {
    return first(
      db
        .select({ status: users.status, name: users.name, memberType: users.userType, owner: users.adminId })
        .from(users)
        .where(eq(users.id, id)),
    );
  }
  if (kind === 'password_reset') {
    const t = passwordResetRequests;
    return first(
      db
        .select({
          status: sql<string>`case when ${t.done} then 'done' else 'open' end`,
          name: t.name,
          memberType: sql<null>`null`,
          owner: sql<null>`null`,
        })
        .from(t)
        .where(eq(t.id, id)),
    );
  }
  if (kind === 'form' || kind === 'deal' || kind === 'cil') {
    const t = submissionTables[kind];
    return first(
      db
        .select({ status: t.status, name: t.clientName, memberType: sql<null>`null`, owner: t.ownerId })
        .from(t)
        .where(eq(t.id, id)),
    );
  }
  const filer = sql<
    string | null
  >`coalesce((select ${users.name} from ${users} where ${users.id} = ${requests.memberId}), ${requests.details} ->> 'name')`;
  return first(
    db
      .select({ status: requests.status, name: filer, memberType: sql<null>`null`, owner: requests.ownerId })
      .from(requests)
      .where(
        and(eq(requests.id, id), eq(requests.queue, kind as (typeof requests.queue.enumValues)[number])),
      ),
  );
}

/** The subject, whoever may see it; undefined when there is none. */
export async function findSubject(
  db: Executor,
  kind: NoteSubjectKind,
  id: string,
): Promise<Subject | undefined> {
  const found = await readSubject(db, kind, id);
  if (!found) return undefined;
  const row = rowOf(kind);
  const superOnly = row !== undefined && row.access.see !== 'admin';
  const unowned = row?.engine === 'requests' && row.filedBy === null;
  return {
    kind,
    id,
    ...found,
    owner: superOnly ? null : found.owner,
    everyone: unowned && !superOnly,
  };
}

export function mayView(viewer: Viewer, subject: Subject): boolean {
  return viewer.isSuper || subject.everyone || (subject.owner !== null && subject.owner === viewer.id);
}

/** The subject as the caller may see it: 404 otherwise, as the API's lists and details answer. */
export async function visibleSubject(
  db: Executor,
  viewer: Viewer,
  kind: NoteSubjectKind,
  id: string,
): Promise<Subject> {
  const subject = await findSubject(db, kind, id);
  if (!subject || !mayView(viewer, subject)) throw new AppError('NOT_FOUND', messages.notFound);
  return subject;
}

/** Which admins may see the subject, as a condition on the admins table. */
export function seersOf(subject: Subject): SQL | undefined {
  if (subject.everyone) return undefined;
  return subject.owner
    ? or(eq(admins.isSuper, true), eq(admins.id, subject.owner))
    : eq(admins.isSuper, true);
}
