import {
  type acceptCilSchema,
  type Cil,
  type CilDuplicate,
  type CilMove,
  type cilFieldsSchema,
  cilMoves,
  cilNotApplicable,
} from '@simsar/contract/cil';
import { dealMessages, movedMessage, type QueueState } from '@simsar/contract/deals';
import type { PageQuery } from '@simsar/contract/lists';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ServiceClock } from '../../core/service-clock.ts';
import type { SessionAdmin, SessionMember } from '../../core/session.ts';
import { type StoredFile, urlOfKey } from '../../core/storage.ts';
import { type TransitionOutcome, transition, transitionMany } from '../../core/transitions.ts';
import { memberBriefOf, ownerIs } from '../users/users.ownership.service.ts';
import { notifyBroker, notifyBrokers } from './deals.broker-notices.ts';
import { phoneKeyOf } from './deals.phone-key.ts';
import { disputeIfProtected, introducedBy, protectedUntilDaySql } from './deals.protection.service.ts';
import {
  brokerItemColumns,
  brokerItemFields,
  defineQueueLists,
  findSubmittedProject,
} from './deals.queues.service.ts';
import { cils } from './deals.schema.ts';

const label = { en: 'CIL', ar: 'خطاب تعريف العميل' };

const columns = {
  ...brokerItemColumns(cils),
  clientPhoneKey: cils.clientPhoneKey,
  clientNationalId: cils.clientNationalId,
  admin: cils.admin,
  contact: cils.contact,
  decisionImageKey: cils.decisionImageKey,
  decisionImageType: cils.decisionImageType,
  protectedUntil: protectedUntilDaySql,
};

function selectRows(db: Executor, where: SQL | undefined) {
  return db.select(columns).from(cils).where(where).orderBy(desc(cils.createdAt), desc(cils.id));
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

type DuplicateKey = Pick<
  Row,
  'id' | 'userId' | 'clientPhoneKey' | 'clientNationalId' | 'developer' | 'createdAt'
>;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * For each CIL, the earliest CIL of another broker holding the same client (phone, or national ID
 * where both letters carry one: the strongest key, decision 493) for the same
 * developer, not rejected (new ones too: the triage of New is where a dispute is best caught),
 * within `days` before it, or none. One query for all of them (a list's page, an export's batch):
 * the CILs of their clients' phones within the window, matched here.
 */
async function findDuplicates(
  db: Executor,
  items: DuplicateKey[],
  days: number,
): Promise<Map<string, CilDuplicate>> {
  const found = new Map<string, CilDuplicate>();
  if (items.length === 0) return found;
  const times = items.map((item) => item.createdAt.getTime());
  const nationalIds = [...new Set(items.flatMap((item) => item.clientNationalId ?? []))];
  const sameClient = or(
    inArray(cils.clientPhoneKey, [...new Set(items.map((item) => item.clientPhoneKey))]),
    nationalIds.length > 0 ? inArray(cils.clientNationalId, nationalIds) : undefined,
  );
  const candidates = await db
    .select({
      id: cils.id,
      userId: cils.userId,
      developer: cils.developer,
      clientPhoneKey: cils.clientPhoneKey,
      clientNationalId: cils.clientNationalId,
      broker: memberBriefOf(cils.userId),
      createdAt: cils.createdAt,
      status: cils.status,
    })
    .from(cils)
    .where(
      and(
        sameClient,
        inArray(sql`lower(${cils.developer})`, [
          ...new Set(items.map((item) => item.developer.toLowerCase())),
        ]),
        ne(cils.status, 'rejected'),
        sql`${cils.createdAt} < ${new Date(Math.max(...times)).toISOString()}::timestamptz`,
        sql`${cils.createdAt} >= ${new Date(Math.min(...times) - days * dayMs).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(cils.createdAt, cils.id);
  for (const item of items) {
    const developer = item.developer.toLowerCase();
    const from = item.createdAt.getTime() - days * dayMs;
    const row = candidates.find(
      (candidate) =>
        (candidate.clientPhoneKey === item.clientPhoneKey ||
          (item.clientNationalId !== null && candidate.clientNationalId === item.clientNationalId)) &&
        candidate.developer.toLowerCase() === developer &&
        candidate.userId !== item.userId &&
        candidate.id !== item.id &&
        candidate.createdAt < item.createdAt &&
        candidate.createdAt.getTime() >= from,
    );
    if (row) {
      found.set(item.id, {
        _id: row.id,
        broker: row.broker?.name ?? 'a removed broker',
        createdAt: row.createdAt.toISOString(),
        status: row.status as QueueState,
      });
    }
  }
  return found;
}

async function toCils(db: Executor, rows: Row[], days: number): Promise<Cil[]> {
  const duplicates = await findDuplicates(db, rows, days);
  return rows.map((row) => ({
    ...brokerItemFields(row),
    admin: row.admin,
    contact: row.contact,
    decision_image: urlOfKey(row.decisionImageKey),
    decision_image_type: row.decisionImageType,
    duplicate: duplicates.get(row.id) ?? null,
    protected_until: row.protectedUntil,
  }));
}

async function findCil(db: Executor, where: SQL | undefined, days: number) {
  const [cil] = await toCils(db, await selectRows(db, where).limit(1), days);
  return cil;
}

/** POST /api/app/cil: lands in the `new` queue; the reply says when another broker holds the client. */
export async function submitCil(
  db: Executor,
  member: SessionMember,
  fields: z.output<typeof cilFieldsSchema>,
  image: StoredFile,
  days: number,
  now: Date,
): Promise<Cil> {
  const project = await findSubmittedProject(db, fields.project_code);
  // The item and the dispute it opens are one write: neither stays without the other.
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cils)
      .values({
        userId: member.id,
        developer: fields.developer,
        clientName: fields.client_name,
        clientPhone: fields.client_phone,
        clientPhoneKey: phoneKeyOf(fields.client_phone),
        clientNationalId: fields.client_national_id ?? null,
        projectCode: project.projectName,
        salesName: fields.sales_name,
        salesPhone: fields.sales_phone,
        imageKey: image.key,
        imageType: image.mime,
        createdAt: now,
      })
      .returning({ id: cils.id });
    if (!row) throw new Error('insert returned no row');
    await disputeIfProtected(tx, member, introducedBy('cil', row.id, fields), now);
    return row.id;
  });
  return (await findCil(db, eq(cils.id, id), days)) as Cil;
}

/** The CILs' lists (deals.queues.service.ts); each card says whether another broker holds the client. */
export const cilLists = defineQueueLists(
  'cil',
  cils,
  columns,
  (rows, { db, filter }: { db: Executor; filter: { days: number } }) => toCils(db, rows, filter.days),
  {
    columns: [
      { header: 'Admin', value: (item) => item.admin },
      { header: 'Contact', value: (item) => item.contact },
      {
        header: 'Same client with',
        value: (item) =>
          item.duplicate ? `${item.duplicate.broker}, ${item.duplicate.createdAt.slice(0, 10)}` : null,
      },
      // The Cairo day an accepted letter's protection ends (docs/decisions/540); empty before.
      { header: 'Protected until', value: (item) => item.protected_until },
    ],
    scope: ({ config }) => ({ days: config.cilDuplicateDays }),
  },
);

/**
 * GET /api/cil/{new|pending|accept}: one page of a queue as this admin may see it, new and pending
 * oldest first, accept newest first by when moved, each card with its service clock (decision 082).
 */
export function listCils(
  db: Executor,
  admin: SessionAdmin,
  status: QueueState,
  query: PageQuery,
  days: number,
  clock: ServiceClock,
) {
  return cilLists.states[status].page(db, admin, { ...query, days, ...clock });
}

/** GET /api/app/cil: the broker's own letters, every state, newest first. */
export function listBrokerCils(db: Executor, member: SessionMember, query: PageQuery, days: number) {
  return cilLists.mine.page(db, member, { ...query, days });
}

/** GET /api/cil/cil/{id}. */
export async function getCil(db: Executor, admin: SessionAdmin, id: string, days: number): Promise<Cil> {
  const item = await findCil(db, and(eq(cils.id, id), ownerIs(admin, cils.ownerId)), days);
  if (!item) throw new AppError('NOT_FOUND', dealMessages.cilNotFound);
  return item;
}

/**
 * The content-operations §4 moves of a CIL, each one guarded UPDATE: accept keeps the admin, contact and image sent;
 * reject keeps the image with admin and contact 'N/A'. The broker hears of it in the same transaction.
 */
export async function moveCil(
  db: Database,
  admin: SessionAdmin,
  id: string,
  move: CilMove,
  at: Date,
  days: number,
  decision?: { fields?: z.output<typeof acceptCilSchema>; image: StoredFile },
): Promise<Cil> {
  const set = decision && {
    admin: decision.fields?.admin ?? cilNotApplicable,
    contact: decision.fields?.contact ?? cilNotApplicable,
    decisionImageKey: decision.image.key,
    decisionImageType: decision.image.mime,
  };
  await db.transaction(async (tx) => {
    await transition(tx, cils, {
      id,
      move: cilMoves[move],
      by: admin,
      at,
      kind: queueKindOf('cil').audit.kind,
      ...(set && { set }),
      scope: ownerIs(admin, cils.ownerId),
      notFound: dealMessages.cilNotFound,
      conflict: (current: QueueState) => movedMessage('CIL', current),
    });
    const [row] = await tx
      .select({ userId: cils.userId, clientName: cils.clientName, projectCode: cils.projectCode })
      .from(cils)
      .where(eq(cils.id, id));
    if (row) await notifyBroker(tx, admin, row, label, cilMoves[move].to);
  });
  return getCil(db, admin, id, days);
}

/** A CIL's one-click move on many items, as a bulk move makes it (docs/decisions/422), as `moveSubmissions`. */
export async function moveCils(
  db: Database,
  admin: SessionAdmin,
  ids: readonly string[],
  move: CilMove,
  at: Date,
): Promise<TransitionOutcome[]> {
  return db.transaction(async (tx) => {
    const outcomes = await transitionMany(tx, cils, {
      ids,
      move: cilMoves[move],
      by: admin,
      at,
      kind: queueKindOf('cil').audit.kind,
      scope: ownerIs(admin, cils.ownerId),
      notFound: dealMessages.cilNotFound,
      conflict: (current: QueueState) => movedMessage('CIL', current),
      returning: { userId: cils.userId, clientName: cils.clientName, projectCode: cils.projectCode },
    });
    const told = outcomes.flatMap(({ row }) =>
      row ? [row as Parameters<typeof notifyBrokers>[2][number]] : [],
    );
    await notifyBrokers(tx, admin, told, label, cilMoves[move].to);
    return outcomes;
  });
}
