import {
  type Claim,
  type ClaimState,
  claimMoves,
  type claimPaymentSchema,
  claimStateLabels,
  type invoiceClaimSchema,
  receivableMessages as m,
  type writeOffClaimSchema,
} from '@simsar/contract/receivables';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { developers } from '../../core/developers.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList, noFilter } from '../../core/lists.ts';
import { searchTerm } from '../../core/search.ts';
import { transition } from '../../core/transitions.ts';
import { findProjectByCode } from '../units/units.read.service.ts';
import { fromPiastres, percentOf, toPiastres } from './deals.piastres.ts';
import { developerClaims as claims, deals } from './deals.schema.ts';

// What the developers owe (docs/decisions/531): a claim a deal, opened when the deal is accepted.

const money = (column: SQL | AnyPgColumn) => sql<string>`(${column})::text`;

/**
 * Opens the claim of a deal just accepted, in the acceptance's transaction: the project's commission
 * on the final value, against the project's developer. A deal whose project names no developer or
 * no commission opens none; a deal accepted again keeps the claim it has.
 */
export async function openClaim(tx: Executor, admin: AuditAdmin, dealId: string, at: Date): Promise<void> {
  const [deal] = await tx
    .select({ finalValue: deals.finalValue, projectCode: deals.projectCode })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!deal?.finalValue) return;
  const project = await findProjectByCode(tx, deal.projectCode);
  if (!project?.commission || !project.developerId) return;
  const expected = percentOf(deal.finalValue, project.commission);
  const [made] = await tx
    .insert(claims)
    .values({ dealId, developerId: project.developerId, expected, acceptedAt: at })
    .onConflictDoNothing({ target: claims.dealId })
    .returning({ id: claims.id });
  if (!made) return;
  await recordAudit(tx, {
    admin,
    action: 'open_claim',
    kind: 'claim',
    itemId: made.id,
    after: { deal_id: dealId, developer_id: project.developerId, expected },
  });
}

type Now = { now: Date };

const claimColumns = ({ now }: Now) => ({
  id: claims.id,
  status: claims.status,
  developerId: claims.developerId,
  developerEn: sql<string>`(select d.name_en from ${developers} d where d.id = "developer_claims"."developer_id")`,
  developerAr: sql<string>`(select d.name_ar from ${developers} d where d.id = "developer_claims"."developer_id")`,
  dealId: claims.dealId,
  clientName: sql<string>`(select x.client_name from ${deals} x where x.id = "developer_claims"."deal_id")`,
  projectCode: sql<string>`(select x.project_code from ${deals} x where x.id = "developer_claims"."deal_id")`,
  expected: money(claims.expected),
  invoiceNumber: claims.invoiceNumber,
  invoicedOn: claims.invoicedOn,
  invoiceAmount: sql<string | null>`(${claims.invoiceAmount})::text`,
  received: money(claims.received),
  paidOn: claims.paidOn,
  writeOffReason: claims.writeOffReason,
  acceptedAt: claims.acceptedAt,
  ageDays: sql<number>`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${claims.acceptedAt})) / 86400)::int`,
});
type ClaimRow = { [K in keyof ReturnType<typeof claimColumns>]: unknown } & {
  id: string;
  status: ClaimState;
  developerId: string;
  developerEn: string;
  developerAr: string;
  dealId: string;
  clientName: string;
  projectCode: string;
  expected: string;
  invoiceNumber: string | null;
  invoicedOn: string | null;
  invoiceAmount: string | null;
  received: string;
  paidOn: string | null;
  writeOffReason: string | null;
  acceptedAt: Date;
  ageDays: number;
};

function toClaim(row: ClaimRow): Claim {
  return {
    _id: row.id,
    state: row.status,
    developer: { _id: row.developerId, name_en: row.developerEn, name_ar: row.developerAr },
    deal_id: row.dealId,
    client_name: row.clientName,
    project_code: row.projectCode,
    expected: row.expected,
    invoice_number: row.invoiceNumber,
    invoiced_on: row.invoicedOn,
    invoice_amount: row.invoiceAmount,
    received: row.received,
    paid_on: row.paidOn,
    write_off_reason: row.writeOffReason,
    accepted_at: row.acceptedAt.toISOString(),
    age_days: Math.max(0, Number(row.ageDays)),
  };
}

const exportColumns: ExportColumn<Claim>[] = [
  { header: 'Developer', value: (claim) => claim.developer.name_en },
  { header: 'Developer (Arabic)', value: (claim) => claim.developer.name_ar },
  { header: 'Client', value: (claim) => claim.client_name },
  { header: 'Project', value: (claim) => claim.project_code },
  { header: 'State', value: (claim) => claimStateLabels[claim.state] },
  { header: 'Expected (EGP)', value: (claim) => claim.expected },
  { header: 'Invoice number', value: (claim) => claim.invoice_number ?? '' },
  { header: 'Invoice amount (EGP)', value: (claim) => claim.invoice_amount ?? '' },
  { header: 'Received (EGP)', value: (claim) => claim.received },
  { header: 'Accepted', value: (claim) => new Date(claim.accepted_at), format: 'date' },
];

/** The claims by developer (English name), newest accepted first within one; super admins only. */
export const claimsList = defineList(claims, {
  name: 'receivables',
  superOnly: true,
  columns: (_caller: unknown) => claimColumns({ now: new Date() }),
  search: (term) => {
    const { pattern } = searchTerm(term);
    return sql`exists (select 1 from ${developers} d where d.id = "developer_claims"."developer_id" and search_text(d.name_en || chr(1) || d.name_ar) like ${pattern})`;
  },
  order: () => [
    sql`(select lower(d.name_en) from ${developers} d where d.id = "developer_claims"."developer_id")`,
    desc(claims.acceptedAt),
    desc(claims.id),
  ],
  toItems: (rows) => rows.map((row) => toClaim(row as ClaimRow)),
  export: { columns: exportColumns, filter: noFilter },
});

async function readClaim(db: Executor, id: string, now: Date): Promise<Claim> {
  const [row] = await db.select(claimColumns({ now })).from(claims).where(eq(claims.id, id));
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return toClaim(row as ClaimRow);
}

const moved = (current: ClaimState) => `${m.changed} (${claimStateLabels[current]})`;

export async function invoiceClaim(
  db: Database,
  admin: AuditAdmin,
  id: string,
  input: z.output<typeof invoiceClaimSchema>,
  now: Date,
): Promise<Claim> {
  await transition(db, claims, {
    id,
    move: claimMoves.invoice,
    by: admin,
    at: now,
    kind: 'claim',
    action: 'invoice',
    set: {
      invoiceNumber: input.invoice_number,
      invoicedOn: input.invoiced_on,
      invoiceAmount: input.invoice_amount,
    },
    notFound: m.notFound,
    conflict: moved,
  });
  return readClaim(db, id, now);
}

/** Whether the developer has paid the claim a deal opened (docs/decisions/532). */
export async function isDealPaid(db: Executor, dealId: string): Promise<boolean> {
  const [row] = await db.select({ status: claims.status }).from(claims).where(eq(claims.dealId, dealId));
  return row?.status === 'paid';
}

/** A payment: the claim stays Invoiced until what came in reaches the invoice, then it is Paid. */
export async function recordClaimPayment(
  db: Database,
  admin: AuditAdmin,
  id: string,
  input: z.output<typeof claimPaymentSchema>,
  now: Date,
): Promise<Claim> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: claims.status,
        received: money(claims.received),
        due: money(sql`coalesce(${claims.invoiceAmount}, ${claims.expected})`),
      })
      .from(claims)
      .where(eq(claims.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    if (row.status !== 'invoiced') throw new AppError('CONFLICT', moved(row.status));
    const received = toPiastres(row.received) + toPiastres(input.amount);
    if (received > toPiastres(row.due))
      throw new AppError('VALIDATION', m.paymentTooLarge, { amount: m.paymentTooLarge });
    await transition(tx, claims, {
      id,
      move: received === toPiastres(row.due) ? claimMoves.settle : claimMoves.part_payment,
      by: admin,
      at: now,
      kind: 'claim',
      action: 'record_payment',
      set: { received: fromPiastres(received), paidOn: input.paid_on },
      // Of two payments read against one total, the second is refused (the claim changed meanwhile).
      guard: eq(claims.received, row.received),
      details: { amount: input.amount },
      notFound: m.notFound,
      conflict: moved,
    });
  });
  return readClaim(db, id, now);
}

export async function writeOffClaim(
  db: Database,
  admin: AuditAdmin,
  id: string,
  input: z.output<typeof writeOffClaimSchema>,
  now: Date,
): Promise<Claim> {
  await transition(db, claims, {
    id,
    move: claimMoves.write_off,
    by: admin,
    at: now,
    kind: 'claim',
    action: 'write_off',
    set: { writeOffReason: input.reason },
    notFound: m.notFound,
    conflict: moved,
  });
  return readClaim(db, id, now);
}
