import type { UserType } from '@simsar/contract/users';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchTerm } from '../../core/search.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { users } from './users.schema.ts';

/**
 * The rule itself, on the users table: a super admin sees every member, an ordinary admin only the
 * members assigned to them. The users area's own lists, searches, look-ups and counts use it as is.
 */
export function assignedTo(admin: SessionAdmin): SQL | undefined {
  return admin.isSuper ? undefined : eq(users.adminId, admin.id);
}

/**
 * The one ownership rule (ARCHITECTURE.md, Authorisation), for any table that
 * holds a member's id: a super admin sees every row, an ordinary admin only the rows of the members
 * assigned to them. Lists, searches, details, counts and transitions of such tables add it to their
 * WHERE; none joins the users table by hand.
 */
export function ownedBy(admin: SessionAdmin, memberId: AnyPgColumn): SQL | undefined {
  const rule = assignedTo(admin);
  return rule && sql`${memberId} in (select ${users.id} from ${users} where ${rule})`;
}

/**
 * The same rule on a queue item's owner column (the admin of its member, kept by triggers in the
 * same transaction as every assignment move, decision 400): one index range, no look-up of members.
 * Forms, deals, CIL and requests use it; what keeps no owner column uses `ownedBy` (quiz attempts).
 */
export function ownerIs(admin: SessionAdmin, owner: AnyPgColumn): SQL | undefined {
  return admin.isSuper ? undefined : eq(owner, admin.id);
}

/** The member a row belongs to, as cards show them: `user_id: {_id, name, phone, email, user_type}`. */
export type MemberBrief = { _id: string; name: string; phone: string; email: string; user_type: UserType };

/**
 * The member behind a row's member id, as one JSON value selected beside the row's own columns
 * (one primary-key look-up a row), null when the member is gone.
 */
export function memberBriefOf(memberId: AnyPgColumn): SQL<MemberBrief | null> {
  return sql<MemberBrief | null>`(select json_build_object('_id', brief.id, 'name', brief.name, 'phone', brief.phone, 'email', brief.email, 'user_type', brief.user_type) from users as brief where brief.id = ${memberId})`;
}

/** A member's name from an id held as text (the audit log's item ids); null when gone. */
export function memberNameOf(uuidText: SQL): SQL<string | null> {
  return sql<string | null>`(select named.name from users as named where named.id = ${uuidText})`;
}

/**
 * A condition matching rows whose member's name or phone contains the search box's text, in search
 * form (core/search.ts, docs/decisions/110); served by the users' trigram indexes.
 */
export function memberMatches(memberId: AnyPgColumn, search: string): SQL {
  const { pattern, phone } = searchTerm(search);
  const name = sql`found.name_search like ${pattern}`;
  const matches = phone ? sql`(${name} or found.phone like ${pattern})` : name;
  return sql`${memberId} in (select found.id from users as found where ${matches})`;
}

/**
 * The ids of the members whose name or phone contains the search box's text (as `memberMatches`),
 * as one array read once per statement: `memberId = any(...)` is then an index condition on the
 * row's member column, which PostgreSQL can OR with the row's own searched columns' indexes
 * (a BitmapOr), where `in (select ...)` inside an OR is checked row by row (docs/decisions/414).
 * `brokersOnly`: the members a broker's item names (forms, deals, CIL).
 */
export function memberIdsMatching(search: string, brokersOnly = false): SQL {
  const { pattern, phone } = searchTerm(search);
  // A broker's name on the brokers' own name index (users_broker_name_search_idx): half the members.
  const name = brokersOnly
    ? sql`(found.user_type = 'Broker' and found.name_search like ${pattern})`
    : sql`found.name_search like ${pattern}`;
  const matches = phone ? sql`(${name} or found.phone like ${pattern})` : name;
  return sql`array(select found.id from users as found where ${matches})`;
}
