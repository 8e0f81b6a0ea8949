import {
  addDeltas,
  counterOf,
  fn,
  isCounted,
  members,
  plpgsql,
  prefix,
  type Resolved,
  type Triggered,
  trigger,
} from './counted-states.parts.ts';

/** The members' own counting triggers: the members counted themselves (docs/decisions/390, 400). */

/**
 * What the members' own triggers count: the members counted themselves (pending brokers). The items
 * of members count under their owner column, which the members' re-assignment moves
 * (counted-states.owners.ts); their counts follow from the items' own triggers.
 */
export type MemberParts = { own: Resolved[] };

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

/** Members updated: their own count moves with their state and admin. */
export function membersUpdated({ own }: MemberParts): Triggered[] {
  if (own.length === 0) return [];
  const f = fn(
    `${prefix}users_updated`,
    plpgsql([ownDeltas([...ownSides(own, 'old_rows'), ...ownSides(own, 'new_rows')]), 'RETURN NULL;']),
  );
  return [{ fn: f, trigger: trigger(members, 'users_summary_updated', 'AFTER UPDATE', f.name) }];
}

/**
 * A member's deletion takes off their own count; their items, deleted by the cascade, take off theirs
 * by their own delete triggers (under the owner they still hold).
 */
export function memberDeleting({ own }: MemberParts): Triggered[] {
  const leaving = own.map(
    (entry) =>
      `SELECT ${counterOf(entry, 'OLD')} AS counter, NULL::timestamptz AS hour, -1 AS delta WHERE ${isCounted(entry, 'OLD')}`,
  );
  if (leaving.length === 0) return [];
  const deltas = `deltas AS (\n  SELECT counter, OLD.admin_id AS admin_id, hour, delta FROM (\n    ${leaving.join('\n    UNION ALL ')}\n  ) AS items\n)`;
  const f = fn(`${prefix}user_deleting`, plpgsql([addDeltas([deltas], false, '  '), 'RETURN OLD;']));
  return [{ fn: f, trigger: trigger(members, 'users_summary_deleting', 'BEFORE DELETE', f.name) }];
}
