import { z } from 'zod';
import { errorCodes } from './errors.ts';

/**
 * Bulk moves on a console list (docs/decisions/284): POST /api/bulk/{list}/{move} with the chosen
 * ids, or `all` (the list's own filter and search: every item of it the caller sees). Each item is
 * moved by the same service call as its single move, so each is guarded and audited on its own; the
 * reply says which were done and which failed, and why.
 */
export const bulkPaths = { move: '/api/bulk/:list/:move', matching: '/api/bulk/:list' } as const;

/** The most items one call moves; the console sends longer runs in parts, showing its progress. */
export const bulkMaxItems = 1000;
/** The most items "all that match" may hold (POST /api/bulk/{list} answers their ids). */
export const bulkMaxMatching = 10_000;
/** The items the console sends per call, so that a long run shows its progress. */
export const bulkChunk = 50;

export const bulkMessages = {
  noSuchMove: 'This list has no such bulk action',
  nothingChosen: 'Choose at least one item',
  tooMany: `At most ${bulkMaxItems} items at a time`,
  tooManyMatching: `More than ${bulkMaxMatching} items match: narrow the search first`,
} as const;

export const bulkParamsSchema = z.object({
  list: z.string().regex(/^[a-z0-9_.-]{1,64}$/i),
  move: z.string().regex(/^[a-z_]{1,32}$/),
});

/**
 * `ids` (at most `bulkMaxItems`) or `all` (the list's filter and search as its screen holds them);
 * the move's own fields beside them (`admin_id` for accept and assign).
 */
export const bulkBodySchema = z.looseObject({
  ids: z
    .array(z.uuid())
    .min(1, bulkMessages.nothingChosen)
    .max(bulkMaxItems, bulkMessages.tooMany)
    .optional(),
  all: z.looseObject({ search: z.string().trim().max(100).optional() }).optional(),
});
export type BulkBody = z.infer<typeof bulkBodySchema>;

/** POST /api/bulk/{list} {all}: the ids of every item that matches, in the list's order. */
export const bulkMatchingBodySchema = z.object({ all: bulkBodySchema.shape.all.unwrap() });
export const bulkMatchingReplySchema = z.object({ ids: z.array(z.string()) });

export const bulkFailureSchema = z.object({
  id: z.string(),
  /** The item's name, when the caller may see the item. */
  name: z.string().optional(),
  message: z.string(),
  code: z.enum(errorCodes),
});
export type BulkFailure = z.infer<typeof bulkFailureSchema>;

export const bulkReplySchema = z.object({ done: z.array(z.string()), failed: z.array(bulkFailureSchema) });
export type BulkReply = z.infer<typeof bulkReplySchema>;

/** The address of a list's bulk move. */
export const bulkPathOf = (list: string, move: string) =>
  bulkPaths.move.replace(':list', encodeURIComponent(list)).replace(':move', move);
export const bulkMatchingPathOf = (list: string) =>
  bulkPaths.matching.replace(':list', encodeURIComponent(list));
