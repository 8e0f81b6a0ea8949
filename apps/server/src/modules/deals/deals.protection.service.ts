import { type DisputedKind, daysLeftOf } from '@simsar/contract/disputes';
import { workTimeZone } from '@simsar/contract/work-week';
import { and, asc, eq, getTableName, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { developers } from '../../core/developers.schema.ts';
import type { SessionMember } from '../../core/session.ts';
import { cairoDay } from '../../core/work-calendar.ts';
import { openDispute } from '../requests/requests.disputes.service.ts';
import { systemProtectionDays } from '../system/system.service.ts';
import { memberBriefOf, memberNameOf } from '../users/users.ownership.service.ts';
import { phoneKeyOf } from './deals.phone-key.ts';
import { cils, type forms } from './deals.schema.ts';

/**
 * Introduction protection (docs/decisions/540): an accepted CIL protects its broker's claim on the
 * client with that developer for the developer's protection days (System's, docs/decisions/541,
 * when it names none), counted from the acceptance.
 */

/** The protection days of a CIL's developer (by its English name, case folded), as SQL. */
export const protectionDaysOf = (developer: SQL | typeof cils.developer) =>
  sql<number>`coalesce((select ${developers.protectionDays} from ${developers} where lower(${developers.nameEn}) = lower(${developer})), ${systemProtectionDays})`;

/** When an accepted CIL's protection ends, as SQL (null while not accepted). */
export const protectedUntilSql = sql<Date | null>`case when ${cils.status} = 'accept' then ${cils.stateChangedAt} + ${protectionDaysOf(cils.developer)} * interval '1 day' end`;

/** The Cairo day an accepted CIL's protection ends (YYYY-MM-DD), as SQL; null while not accepted. */
export const protectedUntilDaySql = sql<
  string | null
>`((${protectedUntilSql}) at time zone ${workTimeZone})::date::text`;

/** Who introduced a form's or deal's client first: a CIL, its broker and when it was filed. */
export type FirstIntroducer = { _id: string; broker: string | null; createdAt: string };

/**
 * The earliest accepted CIL of another broker for a form's or deal's client (its phone, in the
 * national form the three items keep, or its national ID) and developer, filed before it: the first
 * introducer every later item of that client names (docs/decisions/540). One look-up a row, on
 * cils_client_idx or cils_client_national_id_idx.
 */
export function firstIntroducerOf(table: typeof forms) {
  // The item's own columns written with its table's name: a select of one table leaves it out,
  // and inside the look-up a bare name would be the CIL's.
  const own = (column: string) => sql.raw(`"${getTableName(table)}"."${column}"`);
  return sql<FirstIntroducer | null>`(select json_build_object('_id', first.id, 'broker', ${memberNameOf(sql`first.user_id`)}, 'createdAt', first.created_at) from cils as first where first.status = 'accept' and first.user_id <> ${own('user_id')} and lower(first.developer) = lower(${own('developer')}) and (first.client_phone_key = ${own('client_phone')} or first.client_national_id = ${own('client_national_id')}) and first.created_at <= ${own('created_at')} order by first.created_at, first.id limit 1)`;
}

export type IntroducedClient = {
  kind: DisputedKind;
  id: string;
  clientName: string;
  /** The client's phone in one normal form (deals.cil.service.ts phoneKeyOf). */
  phoneKey: string;
  nationalId: string | null;
  developer: string;
};

/**
 * The earliest accepted CIL of another broker still protecting this client (same phone in one normal
 * form, or the same national ID when the new item gives one) with this developer at `now`, or none.
 */
async function findProtection(db: Executor, broker: SessionMember, item: IntroducedClient, now: Date) {
  const sameClient = or(
    eq(cils.clientPhoneKey, item.phoneKey),
    item.nationalId ? eq(cils.clientNationalId, item.nationalId) : undefined,
  );
  const [found] = await db
    .select({
      id: cils.id,
      userId: cils.userId,
      broker: memberBriefOf(cils.userId),
      createdAt: cils.createdAt,
      until: protectedUntilSql,
    })
    .from(cils)
    .where(
      and(
        eq(cils.status, 'accept'),
        ne(cils.userId, broker.id),
        sql`lower(${cils.developer}) = lower(${item.developer})`,
        sameClient,
        sql`${protectedUntilSql} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(cils.createdAt), asc(cils.id))
    .limit(1);
  return found;
}

/** A filed item's client as the protection reads it. */
export function introducedBy(
  kind: DisputedKind,
  id: string,
  fields: {
    client_name: string;
    client_phone: string;
    client_national_id?: string | null;
    developer: string;
  },
): IntroducedClient {
  return {
    kind,
    id,
    clientName: fields.client_name,
    phoneKey: phoneKeyOf(fields.client_phone),
    nationalId: fields.client_national_id ?? null,
    developer: fields.developer,
  };
}

/**
 * As another broker's CIL, form or deal is filed: when an accepted introduction of this client with
 * this developer still protects its broker, a dispute opens in the Disputes queue naming both brokers,
 * the first introduction's day and the days its protection has left. The item itself is filed as
 * usual and waits in its queue; its card names the first introducer.
 */
export async function disputeIfProtected(
  db: Executor,
  broker: SessionMember,
  item: IntroducedClient,
  now: Date,
): Promise<void> {
  const first = await findProtection(db, broker, item, now);
  if (!first?.until) return;
  // The drivers give a computed timestamp as a Date or as its text.
  const until = new Date(first.until);
  await openDispute(
    db,
    {
      secondBrokerId: broker.id,
      secondBroker: broker.name,
      firstBroker: first.broker?.name ?? '',
      firstBrokerId: first.userId,
      firstCilId: first.id,
      itemKind: item.kind,
      itemId: item.id,
      clientName: item.clientName,
      developer: item.developer,
      firstIntroducedOn: cairoDay(new Date(first.createdAt)),
      protectedUntil: cairoDay(until),
      daysLeft: daysLeftOf(until, now),
    },
    now,
  );
}
