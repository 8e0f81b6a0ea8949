import {
  type acceptSubmissionSchema,
  type Commission,
  movedMessage,
  type QueueState,
  type Submission,
  type SubmissionKind,
  type SubmissionMove,
  type submissionFieldsSchema,
  submissionLabels,
  submissionMoves,
} from '@simsar/contract/deals';
import type { PageQuery } from '@simsar/contract/lists';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import { submissionLinkOf } from '@simsar/contract/queue-links';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import type { ServiceClock } from '../../core/service-clock.ts';
import type { SessionAdmin, SessionMember } from '../../core/session.ts';
import type { StoredFile } from '../../core/storage.ts';
import { type TransitionOutcome, transition, transitionMany } from '../../core/transitions.ts';
import { priceVersionFiledAt } from '../units/units.prices.service.ts';
import { findProjectByCode } from '../units/units.read.service.ts';
import { findEarningReferences } from '../users/users.earnings.service.ts';
import { ownerIs } from '../users/users.ownership.service.ts';
import { notifyBroker, notifyBrokers } from './deals.broker-notices.ts';
import { openClaim } from './deals.claims.service.ts';
import { fromPiastres, percentOf, toPiastres } from './deals.piastres.ts';
import {
  disputeIfProtected,
  type FirstIntroducer,
  firstIntroducerOf,
  introducedBy,
} from './deals.protection.service.ts';
import {
  brokerItemColumns,
  brokerItemFields,
  defineQueueLists,
  findSubmittedProject,
} from './deals.queues.service.ts';
import { deals, forms } from './deals.schema.ts';

/**
 * Forms and deals: one mechanism, configured per kind (STYLE.md, one way to do each thing). The two
 * tables have the same columns (deals.schema.ts), so either is typed as the forms table.
 */
const tables = { form: forms, deal: deals as unknown as typeof forms } as const;

/**
 * A form's or deal's selection. `cards: false`, when every row is read (an export, a bulk move):
 * without the first introducer, which only the card shows and which is a look-up among the CIL per
 * row (17 of a batch's 40 ms at a million, docs/benchmarks.md).
 */
function columnsOf(table: typeof forms, { cards = true } = {}) {
  return {
    ...brokerItemColumns(table),
    clientId: table.clientId,
    dealValue: table.dealValue,
    finalValue: table.finalValue,
    date: table.date,
    firstIntroducer: cards ? firstIntroducerOf(table) : sql<FirstIntroducer | null>`null`,
  };
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toSubmission(row: Row): Submission {
  return {
    ...brokerItemFields(row),
    client_id: row.clientId,
    deal_value: row.dealValue,
    final_value: row.finalValue,
    date: row.date,
    first_introducer: row.firstIntroducer && {
      _id: row.firstIntroducer._id,
      broker: row.firstIntroducer.broker ?? 'a removed broker',
      createdAt: new Date(row.firstIntroducer.createdAt).toISOString(),
    },
  };
}

function selectRows(db: Executor, kind: SubmissionKind, where: SQL | undefined) {
  const table = tables[kind];
  return db.select(columnsOf(table)).from(table).where(where).orderBy(desc(table.createdAt), desc(table.id));
}

/** POST /api/app/forms and /api/app/deals: a broker's submission lands in the `new` queue. */
export async function submitSubmission(
  db: Executor,
  kind: SubmissionKind,
  member: SessionMember,
  fields: z.output<typeof submissionFieldsSchema>,
  image: StoredFile,
  now: Date,
): Promise<Submission> {
  const project = await findSubmittedProject(db, fields.project_code);
  // The item and the dispute it opens are one write: neither stays without the other.
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tables[kind])
      .values({
        userId: member.id,
        developer: fields.developer,
        clientName: fields.client_name,
        clientPhone: fields.client_phone,
        clientNationalId: fields.client_national_id ?? null,
        clientId: fields.client_id,
        projectCode: project.projectName,
        salesName: fields.sales_name,
        salesPhone: fields.sales_phone,
        dealValue: fields.deal_value,
        date: fields.date,
        imageKey: image.key,
        imageType: image.mime,
        createdAt: now,
      })
      .returning({ id: tables[kind].id });
    if (!row) throw new Error('insert returned no row');
    await disputeIfProtected(tx, member, introducedBy(kind, row.id, fields), now);
    return row.id;
  });
  return findSubmission(db, kind, eq(tables[kind].id, id)) as Promise<Submission>;
}

async function findSubmission(db: Executor, kind: SubmissionKind, where: SQL | undefined) {
  const [row] = await selectRows(db, kind, where).limit(1);
  return row ? toSubmission(row) : undefined;
}

/** What a form or deal adds to a broker item's export: the client's id, the values and the date. */
const submissionExportColumns: ExportColumn<Submission>[] = [
  { header: 'Client id', value: (item) => item.client_id },
  { header: 'Deal value (EGP)', value: (item) => Number(item.deal_value), format: 'money' },
  {
    header: 'Final value (EGP)',
    value: (item) => (item.final_value === null ? null : Number(item.final_value)),
    format: 'money',
  },
  {
    header: 'Date',
    value: (item) => (item.date ? new Date(`${item.date}T00:00:00Z`) : null),
    format: 'date',
  },
];

/** The forms' and the deals' lists (deals.queues.service.ts). */
export const submissionLists = {
  form: defineQueueLists('form', forms, columnsOf(forms), (rows) => rows.map(toSubmission), {
    columns: submissionExportColumns,
    rowColumns: columnsOf(forms, { cards: false }),
  }),
  deal: defineQueueLists('deal', tables.deal, columnsOf(tables.deal), (rows) => rows.map(toSubmission), {
    columns: submissionExportColumns,
    rowColumns: columnsOf(tables.deal, { cards: false }),
  }),
};

/**
 * GET /api/form/{new|pending|accept} and /api/deal/{...}: one page of a queue, new and pending oldest
 * first, accept newest first by when moved, each card with its service clock (decision 082).
 */
export function listSubmissions(
  db: Executor,
  admin: SessionAdmin,
  kind: SubmissionKind,
  status: QueueState,
  query: PageQuery,
  clock: ServiceClock,
) {
  return submissionLists[kind].states[status].page(db, admin, { ...query, ...clock });
}

/** GET /api/app/forms and /api/app/deals: the broker's own submissions, every state, newest first. */
export function listBrokerSubmissions(
  db: Executor,
  kind: SubmissionKind,
  member: SessionMember,
  query: PageQuery,
) {
  return submissionLists[kind].mine.page(db, member, query);
}

/** What an accepted item earns: final value × the project's commission and incentive percentages. */
async function commissionOf(
  db: Executor,
  kind: SubmissionKind,
  item: Submission,
): Promise<Commission | null> {
  if (item.status !== 'accept' || !item.final_value) return null;
  const project = await findProjectByCode(db, item.project_code);
  if (!project?.commission) return null;
  const commission = percentOf(item.final_value, project.commission);
  const incentive = percentOf(item.final_value, project.incentive ?? '0');
  const added = await findEarningReferences(db, [submissionLinkOf(kind, item._id)]);
  return {
    commission_percent: project.commission,
    incentive_percent: project.incentive ?? '0.00',
    commission,
    incentive,
    total: fromPiastres(toPiastres(commission) + toPiastres(incentive)),
    added_at: added.get(submissionLinkOf(kind, item._id))?.toISOString() ?? null,
  };
}

/** GET /api/form/form/{id}, /api/deal/deal/{id}: one item this admin may see, with its commission. */
export async function getSubmission(db: Executor, admin: SessionAdmin, kind: SubmissionKind, id: string) {
  const table = tables[kind];
  const item = await findSubmission(db, kind, and(eq(table.id, id), ownerIs(admin, table.ownerId)));
  if (!item) throw new AppError('NOT_FOUND', submissionLabels[kind].notFound);
  return {
    ...item,
    commission: await commissionOf(db, kind, item),
    // The project's price list in force when it was filed, which a later version leaves as it was.
    price_list: await priceVersionFiledAt(db, item.project_code, new Date(item.createdAt)),
  };
}

/**
 * The content-operations §4 moves of a form or deal, each one guarded UPDATE (core/transitions.ts): accept sets the date
 * and the final value (the deal value unless given). The broker hears of it in the same transaction.
 */
export async function moveSubmission(
  db: Database,
  admin: SessionAdmin,
  kind: SubmissionKind,
  id: string,
  move: SubmissionMove,
  at: Date,
  accept?: z.output<typeof acceptSubmissionSchema>,
) {
  const table = tables[kind];
  const label = submissionLabels[kind];
  await db.transaction(async (tx) => {
    const set =
      move === 'accept' && accept
        ? { date: accept.date, finalValue: accept.final_value ?? sql`${table.dealValue}` }
        : undefined;
    await transition(tx, table, {
      id,
      move: submissionMoves[move],
      by: admin,
      at,
      kind: queueKindOf(kind).audit.kind,
      ...(set && { set }),
      scope: ownerIs(admin, table.ownerId),
      notFound: label.notFound,
      conflict: (current: QueueState) => movedMessage(label.one, current),
    });
    const [row] = await tx
      .select({ userId: table.userId, clientName: table.clientName, projectCode: table.projectCode })
      .from(table)
      .where(eq(table.id, id));
    if (row) await notifyBroker(tx, admin, row, { en: label.one, ar: label.ar }, submissionMoves[move].to);
    // What the developer owes for it (docs/decisions/531).
    if (kind === 'deal' && submissionMoves[move].to === 'accept') await openClaim(tx, admin, id, at);
  });
  return getSubmission(db, admin, kind, id);
}

/**
 * A form's or deal's one-click move (no fields) on many items, as a bulk move makes it
 * (docs/decisions/422): one statement to read them, one to move them, each audited and its broker
 * told as `moveSubmission` does; the outcomes in the order of `ids`.
 */
export async function moveSubmissions(
  db: Database,
  admin: SessionAdmin,
  kind: SubmissionKind,
  ids: readonly string[],
  move: SubmissionMove,
  at: Date,
): Promise<TransitionOutcome[]> {
  const table = tables[kind];
  const label = submissionLabels[kind];
  return db.transaction(async (tx) => {
    const outcomes = await transitionMany(tx, table, {
      ids,
      move: submissionMoves[move],
      by: admin,
      at,
      kind: queueKindOf(kind).audit.kind,
      scope: ownerIs(admin, table.ownerId),
      notFound: label.notFound,
      conflict: (current: QueueState) => movedMessage(label.one, current),
      returning: { userId: table.userId, clientName: table.clientName, projectCode: table.projectCode },
    });
    const told = outcomes.flatMap(({ row }) =>
      row ? [row as Parameters<typeof notifyBrokers>[2][number]] : [],
    );
    await notifyBrokers(tx, admin, told, { en: label.one, ar: label.ar }, submissionMoves[move].to);
    if (kind === 'deal' && submissionMoves[move].to === 'accept') {
      for (const outcome of outcomes) if (outcome.row) await openClaim(tx, admin, outcome.id, at);
    }
    return outcomes;
  });
}
