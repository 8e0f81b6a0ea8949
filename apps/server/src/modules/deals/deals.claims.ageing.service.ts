import { type Ageing, type AgeingBucket, ageingBuckets, type ClaimState } from '@simsar/contract/receivables';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { developers } from '../../core/developers.schema.ts';
import { fromPiastres, toPiastres } from './deals.piastres.ts';
import { developerClaims as claims } from './deals.schema.ts';

// The Receivables screen's ageing (docs/decisions/531): what is owed, by developer and age.

/** What is still owed: the invoice's amount once invoiced (the expected amount before), less what came in. */
const owed = sql`(coalesce(${claims.invoiceAmount}, ${claims.expected}) - ${claims.received})`;
const openStates: ClaimState[] = ['not_invoiced', 'invoiced'];

/** What each developer still owes by age since acceptance (0-30, 31-60, 61-90, over 90 days) and the totals. */
export async function ageingOf(db: Executor, now: Date): Promise<Ageing> {
  const age = sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${claims.acceptedAt})) / 86400)`;
  const bucketSql: Record<AgeingBucket, SQL> = {
    days_0_30: sql`${age} <= 30`,
    days_31_60: sql`${age} between 31 and 60`,
    days_61_90: sql`${age} between 61 and 90`,
    over_90: sql`${age} > 90`,
  };
  const sums = Object.fromEntries(
    ageingBuckets.map((bucket) => [
      bucket,
      sql<string>`coalesce(sum(case when ${bucketSql[bucket]} then ${owed} end), 0)::numeric(14,2)::text`,
    ]),
  ) as Record<AgeingBucket, SQL<string>>;
  const rows = await db
    .select({
      id: developers.id,
      nameEn: developers.nameEn,
      nameAr: developers.nameAr,
      ...sums,
      total: sql<string>`coalesce(sum(${owed}), 0)::numeric(14,2)::text`,
    })
    .from(claims)
    .innerJoin(developers, eq(developers.id, claims.developerId))
    .where(inArray(claims.status, openStates))
    .groupBy(developers.id, developers.nameEn, developers.nameAr)
    .orderBy(sql`lower(${developers.nameEn})`);
  const add = (key: AgeingBucket | 'total') =>
    fromPiastres(rows.reduce((sum, row) => sum + toPiastres(row[key]), 0n));
  return {
    developers: rows.map((row) => ({
      developer: { _id: row.id, name_en: row.nameEn, name_ar: row.nameAr },
      days_0_30: row.days_0_30,
      days_31_60: row.days_31_60,
      days_61_90: row.days_61_90,
      over_90: row.over_90,
      total: row.total,
    })),
    totals: {
      days_0_30: add('days_0_30'),
      days_31_60: add('days_31_60'),
      days_61_90: add('days_61_90'),
      over_90: add('over_90'),
      total: add('total'),
    },
  };
}
