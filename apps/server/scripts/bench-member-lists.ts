/**
 * The member lists' tables in the million-item rows of `npm run bench` (bench-queues.ts): page 1 of
 * the clients and the brokers as they open and under each sort and filter their table offers (contract
 * member-lists.ts: sort by the day joined or the name, either way; filter by admin, the days joined,
 * banned), each alone and the admin filter with the name sort, as the console asks for them.
 */
import { memberListPaths } from '@simsar/contract/member-lists';
import { fillPath } from '@simsar/contract/paths';
import type pg from 'pg';

/** The first of the seven days that end on `day` (YYYY-MM-DD). */
export const weekUpTo = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);

/** The last day a member joined, and the week up to it, in the seed. */
async function joinedWeek(direct: pg.Pool): Promise<{ from: string; to: string }> {
  const { rows } = await direct.query(`select to_char(max(created_at), 'YYYY-MM-DD') as "to" from users`);
  const to = (rows[0] as { to: string }).to;
  return { from: weekUpTo(to), to };
}

/** `[list, path, [label, query][]]` as bench-queues.ts's filter calls: each list's sorts and filters. */
export async function memberListFilters(direct: pg.Pool, adminId: string) {
  const week = await joinedWeek(direct);
  const filters: [string, string][] = [
    ['page 1 as it opens, newest first', 'size=20'],
    ['sort by name, A to Z', 'sort=name&dir=asc'],
    ['sort by name, Z to A', 'sort=name&dir=desc'],
    ['sort by the day joined, oldest first', 'sort=joined&dir=asc'],
    ['filter by admin', `admin_id=${adminId}`],
    ['filter by admin, sorted by name', `admin_id=${adminId}&sort=name&dir=asc`],
    ['filter by the last week joined', `joined_from=${week.from}&joined_to=${week.to}`],
    ['filter banned', 'banned=yes'],
  ];
  return (['Client', 'Broker'] as const).map(
    (type) => [`${type.toLowerCase()}s`, fillPath(memberListPaths.page, { type }), filters] as const,
  );
}
