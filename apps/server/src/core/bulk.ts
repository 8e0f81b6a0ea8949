import type { z } from 'zod';
import type { Database, Executor } from './db.ts';
import type { AppError } from './errors.ts';
import type { SessionAdmin } from './session.ts';

/**
 * One move a console list offers on many items at once (docs/decisions/284): the lists whose items
 * it moves, who may make it, the move's own fields, and the single move's own service call, run once
 * per item (or its many-item form, one statement per step), so that each item is guarded (404/409)
 * and audited on its own.
 */
export type BulkMove = {
  /** The move's name in the path: POST /api/bulk/{list}/{move}. */
  move: string;
  /** The lists (registry names) whose items it moves. */
  lists: readonly string[];
  /** `super`: only a super admin may make it (403 before any item is touched), as its single route. */
  access: 'admin' | 'super';
  /** The move's own fields beside `ids`/`all` (an accept's admin_id), checked once for the whole run. */
  fields?: z.ZodType<Record<string, unknown>>;
  /** An item of the lists as `rows()` yields it: its id. */
  idOf: (item: unknown) => string;
  /** The single move on one item; throws the single call's AppError (404, 409...) when it fails. */
  run: (db: Database, admin: SessionAdmin, id: string, fields: Record<string, unknown>) => Promise<unknown>;
  /**
   * The same move on all the ids at once (docs/decisions/422): each item's outcome as `run` would
   * give it (its AppError, or none when moved), in the order of `ids`. Without it, `run` is called per id.
   */
  runMany?: (
    db: Database,
    admin: SessionAdmin,
    ids: readonly string[],
    fields: Record<string, unknown>,
  ) => Promise<readonly { id: string; error?: AppError | undefined }[]>;
  /** The names of those of the items the caller may see (a failure names its item). */
  namesOf: (db: Executor, admin: SessionAdmin, ids: string[]) => Promise<Map<string, string>>;
};
