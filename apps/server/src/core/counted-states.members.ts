import {
  addDeltas,
  counterOf,
  fn,
  hourOf,
  isCounted,
  memberOf,
  members,
  plpgsql,
  prefix,
  type Resolved,
  type Triggered,
  trigger,
} from './counted-states.parts.ts';

/** The members' own counting triggers: members counted themselves, and the items of members (docs/decisions/390). */

/** What the members' own triggers share: the members counted themselves, and the items of members. */
export type MemberParts = { own: Resolved[]; owned: Resolved[]; hours: boolean };

export function ownSides(own: Resolved[], rows: 'old_rows' | 'new_rows'): string[] {
  const a = rows === 'old_rows' ? 'o' : 'n';
  const delta = rows === 'old_rows' ? -1 : 1;
  return own.map((entry) => {
    const admin = 'admin' in entry.items.owner ? entry.items.owner.admin.name : '';
    return `SELECT ${counterOf(entry, a)} AS counter, ${a}.${admin} AS admin_id, ${delta} AS delta FROM ${rows} ${a} WHERE ${isCounted(entry, a)}`;
  });
}

export const ownDeltas = (sides: string[]) =>
  addDeltas([`deltas AS (\n  ${sides.join('\n  UNION ALL ')}\n)`], false, '  ');

/** Members counted themselves (pending brokers), under their own admin, as they are inserted. */
export function membersInserted({ own }: MemberParts): Triggered[] {
  if (own.length === 0) return [];
  const f = fn(`${prefix}users_inserted`, plpgsql([ownDeltas(ownSides(own, 'new_rows')), 'RETURN NULL;']));
  return [{ fn: f, trigger: trigger(members, 'users_summary_inserted', 'AFTER INSERT', f.name) }];
}

/**
 * Members updated: their own count moves with their state and admin, and a member moved to another
 * admin (or to none, as when their admin is deleted) takes their waiting items' counts along.
 */
export function membersUpdated({ own, owned, hours }: MemberParts): Triggered[] {
  const items = owned.map(
    (entry) =>
      `SELECT ${counterOf(entry, 'x')} AS counter, x.${memberOf(entry)} AS member, ${hourOf(entry, 'x')} AS hour FROM moved m JOIN ${entry.table} x ON x.${memberOf(entry)} = m.id WHERE ${isCounted(entry, 'x')}`,
  );
  const moved = [
    [
      `moved AS (`,
      `  SELECT n.id, o.admin_id AS old_admin, n.admin_id AS new_admin`,
      `  FROM new_rows n JOIN old_rows o ON o.id = n.id`,
      `  WHERE o.admin_id IS DISTINCT FROM n.admin_id`,
      `)`,
    ].join('\n'),
    `items AS (\n  ${items.join('\n  UNION ALL ')}\n)`,
    [
      `deltas AS (`,
      `  SELECT i.counter, m.old_admin AS admin_id, i.hour, -1 AS delta FROM items i JOIN moved m ON m.id = i.member`,
      `  UNION ALL SELECT i.counter, m.new_admin, i.hour, 1 FROM items i JOIN moved m ON m.id = i.member`,
      `)`,
    ].join('\n'),
  ];
  const anyMoved = `SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.admin_id IS DISTINCT FROM n.admin_id`;
  const f = fn(
    `${prefix}users_updated`,
    plpgsql([
      ...(own.length > 0 ? [ownDeltas([...ownSides(own, 'old_rows'), ...ownSides(own, 'new_rows')])] : []),
      ...(owned.length > 0
        ? [`IF EXISTS (${anyMoved}) THEN`, `  ${addDeltas(moved, hours, '    ')}`, 'END IF;']
        : []),
      'RETURN NULL;',
    ]),
  );
  return [{ fn: f, trigger: trigger(members, 'users_summary_updated', 'AFTER UPDATE', f.name) }];
}

/**
 * A member's deletion takes off their own count and their waiting items' while the items still
 * exist; the items' own delete triggers (fired by the cascade) then find no member and skip them.
 */
export function memberDeleting({ own, owned, hours }: MemberParts): Triggered[] {
  const leaving = [
    ...own.map(
      (entry) =>
        `SELECT ${counterOf(entry, 'OLD')} AS counter, NULL::timestamptz AS hour, -1 AS delta WHERE ${isCounted(entry, 'OLD')}`,
    ),
    ...owned.map(
      (entry) =>
        `SELECT ${counterOf(entry, 'x')} AS counter, ${hourOf(entry, 'x')} AS hour, -1 AS delta FROM ${entry.table} x WHERE x.${memberOf(entry)} = OLD.id AND ${isCounted(entry, 'x')}`,
    ),
  ];
  if (leaving.length === 0) return [];
  const deltas = `deltas AS (\n  SELECT counter, OLD.admin_id AS admin_id, hour, delta FROM (\n    ${leaving.join('\n    UNION ALL ')}\n  ) AS items\n)`;
  const f = fn(`${prefix}user_deleting`, plpgsql([addDeltas([deltas], hours, '  '), 'RETURN OLD;']));
  return [{ fn: f, trigger: trigger(members, 'users_summary_deleting', 'BEFORE DELETE', f.name) }];
}

/** An items table whose items belong to members: its three statement-level triggers. */
