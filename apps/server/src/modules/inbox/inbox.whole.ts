import type { InboxCursor, InboxItem, InboxKind } from '@simsar/contract/inbox';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import type { InboxFilter } from './inbox.branches.ts';
import { countWaiting, rowsFor } from './inbox.counts.ts';
import {
  type InboxOrder,
  type InboxTargets,
  isNewestFirst,
  nextAfter,
  selectWaiting,
  toItems,
  type WaitingRow,
} from './inbox.service.ts';

/** A row's place in the inbox's order, oldest first: when filed (to the microsecond), kind, id. */
function comesBefore(a: WaitingRow, b: WaitingRow): boolean {
  // `cursor_at` is fixed-width UTC text, so its text order is its time order; kinds compare by code
  // point (the union's `collate "C"`) and ids as PostgreSQL compares uuids (their lowercase hex).
  if (a.cursor_at !== b.cursor_at) return a.cursor_at < b.cursor_at;
  if (a.kind !== b.kind) return a.kind < b.kind;
  return a.id < b.id;
}

/**
 * One kind's waiting rows in the inbox's order, read `size` at a time, each read after the last:
 * the rows being merged, and the next read already under way.
 */
type KindReader = {
  kind: InboxKind;
  rows: WaitingRow[];
  at: number;
  coming: Promise<WaitingRow[]> | undefined;
};

/**
 * Every waiting item in the inbox's order, `batch` at a time (an export, the overdue mail): each
 * kind read on its own, one index range at a time from where it ended, and the kinds merged here in
 * the union's order. Each row is read once; a union per batch read `batch` rows from every kind
 * to keep `batch` of them (fifteen times the rows for the whole inbox).
 */
export async function* readWholeInbox(
  db: Executor,
  admin: SessionAdmin,
  filter: InboxFilter & InboxOrder,
  now: Date,
  targets: InboxTargets,
  { batch, limit }: { batch: number; limit?: number | undefined },
): AsyncGenerator<InboxItem[]> {
  const { empty } = await countWaiting(db, admin, filter);
  const newestFirst = isNewestFirst(filter);
  // Each kind's next batch is read while its last is merged (the kind's own prepared statement).
  const reading = (kind: InboxKind, after: InboxCursor | undefined) => {
    const window = { limit: batch, offset: 0, after, newestFirst };
    const rows = selectWaiting(db, admin, { ...filter, kind }, window, empty);
    rows.catch(() => {}); // awaited in its turn; not left unheard if the reader stops first
    return rows;
  };
  const readers = rowsFor(admin, filter)
    .filter((row) => !empty.has(row.kind))
    .map((row): KindReader => ({ kind: row.kind, rows: [], at: 0, coming: reading(row.kind, undefined) }));
  const spent = (reader: KindReader) => reader.at >= reader.rows.length && reader.coming !== undefined;
  const refill = async (reader: KindReader) => {
    reader.rows = (await reader.coming) ?? [];
    reader.at = 0;
    const after = nextAfter(reader.rows, batch);
    reader.coming = after && reading(reader.kind, after);
  };
  const earlier = newestFirst ? (a: WaitingRow, b: WaitingRow) => comesBefore(b, a) : comesBefore;
  let out: WaitingRow[] = [];
  for (let read = 0; limit === undefined || read < limit; read++) {
    if (readers.some(spent)) await Promise.all(readers.filter(spent).map(refill));
    // By index: a `for...of` here made an iterator and a result per kind per row (a GB of
    // garbage over the whole inbox, docs/decisions/573).
    let next: KindReader | undefined;
    for (let index = 0; index < readers.length; index++) {
      const reader = readers[index] as KindReader;
      const head = reader.rows[reader.at];
      const chosen = next?.rows[next.at];
      if (head && (!chosen || earlier(head, chosen))) next = reader;
    }
    if (!next) break;
    out.push(next.rows[next.at++] as WaitingRow);
    if (out.length === batch) {
      yield toItems(out, now, targets);
      out = [];
    }
  }
  if (out.length > 0) yield toItems(out, now, targets);
}
