import {
  type BulkFailure,
  bulkBodySchema,
  bulkMatchingBodySchema,
  bulkMatchingReplySchema,
  bulkMaxItems,
  bulkMaxMatching,
  bulkMessages,
  bulkParamsSchema,
  bulkPaths,
  bulkReplySchema,
} from '@simsar/contract/bulk';
import type { FastifyRequest } from 'fastify';
import { sentValue, sessionOf } from '../../core/auth.ts';
import type { BulkMove } from '../../core/bulk.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError, validationError } from '../../core/errors.ts';
import { checkedFilter, type ListRegistry, readingScope } from '../../core/list-registry.ts';
import type { ExportContext } from '../../core/list-types.ts';
import type { ConsoleList } from '../../core/lists.ts';
import type { SessionAdmin } from '../../core/session.ts';

/**
 * The ids of every item of the list that the caller sees with this filter and search (the list's
 * own `rows()`, so its filter, search and ownership); more than `bulkMaxItems` is refused.
 */
async function idsOfAll(
  db: Executor,
  context: ExportContext,
  admin: SessionAdmin,
  list: ConsoleList,
  move: BulkMove,
  all: Record<string, unknown>,
  most: number,
  tooMany: string,
): Promise<string[]> {
  const { search, ...rest } = all;
  // Read as the list's screen reads it (a queue's real clock: "overdue" means what the cards say).
  const scope = {
    ...(await readingScope(list, checkedFilter(list, rest), context)),
    search: search as string | undefined,
  };
  const ids: string[] = [];
  // One more than the most: enough to tell that there are too many, without reading them all.
  for await (const batch of list.rows(db, admin, scope, { limit: most + 1 })) {
    ids.push(...batch.map(move.idOf));
    if (ids.length > most) throw new AppError('VALIDATION', tooMany);
  }
  return ids;
}

/**
 * Each id's outcome, in order: the move's many-item form when it has one (docs/decisions/422), else
 * its single call once per id, one item's AppError not stopping the others.
 */
async function moveEach(
  db: Database,
  admin: SessionAdmin,
  move: BulkMove,
  ids: string[],
  fields: Record<string, unknown>,
): Promise<readonly { id: string; error?: AppError | undefined }[]> {
  if (move.runMany) return move.runMany(db, admin, ids, fields);
  const outcomes: { id: string; error?: AppError }[] = [];
  for (const id of ids) {
    try {
      await move.run(db, admin, id, fields);
      outcomes.push({ id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ id, error });
    }
  }
  return outcomes;
}

/**
 * POST /api/bulk/{list}/{move} (docs/decisions/284): the move made on each chosen item, one after
 * another, by the single move's own service call, so each is guarded and audited on its own; one
 * item's 404 or 409 does not stop the others. The move's access is checked first (403 before any
 * item is touched, by the route's `superWhen`); `all` reads the list as its screen does, with the caller's share of it.
 */
export function registerBulkRoutes(
  app: ZodApp,
  { db, clock, config }: AppContext,
  registry: ListRegistry,
  moves: BulkMove[],
): void {
  const context = { db, clock, config };
  // A super admin's list, or move, refuses an ordinary admin before the body is read.
  const superList = (request: FastifyRequest) =>
    registry.lists.get(sentValue(request, 'params', 'list') ?? '')?.superOnly === true;
  const superMove = (request: FastifyRequest) => {
    const list = sentValue(request, 'params', 'list');
    const name = sentValue(request, 'params', 'move');
    const move = moves.find((item) => item.move === name && item.lists.includes(list ?? ''));
    return move?.access === 'super' || superList(request);
  };
  app.post(
    bulkPaths.matching,
    {
      config: { readsOnly: true, superWhen: superList },
      schema: {
        tags: ['Bulk'],
        description:
          'The ids of every item of a list that matches {all: {search?, ...the list\'s filter}}, as the caller sees it (at most 10,000): what "select all that match" selects.',
        params: bulkParamsSchema.pick({ list: true }),
        body: bulkMatchingBodySchema,
        response: { 200: bulkMatchingReplySchema },
      },
    },
    async (request) => {
      const admin = sessionOf(request);
      const list = registry.named(request.params.list);
      const move = moves.find((item) => item.lists.includes(list.name));
      if (!move) throw new AppError('NOT_FOUND', bulkMessages.noSuchMove);
      const ids = await idsOfAll(
        db,
        context,
        admin,
        list,
        move,
        request.body.all,
        bulkMaxMatching,
        bulkMessages.tooManyMatching,
      );
      return { ids };
    },
  );
  app.post(
    bulkPaths.move,
    {
      config: { superWhen: superMove },
      schema: {
        tags: ['Bulk'],
        description:
          "One move on many items of a list: {ids: [...]} (at most 1000) or {all: {search?, ...the list's filter}}, with the move's own fields (admin_id for accept and assign). Replies {done, failed: [{id, name?, message, code}]}.",
        params: bulkParamsSchema,
        body: bulkBodySchema,
        response: { 200: bulkReplySchema },
      },
    },
    async (request) => {
      const admin = sessionOf(request);
      const { list: name, move: moveName } = request.params;
      const list = registry.named(name);
      const move = moves.find((item) => item.move === moveName && item.lists.includes(list.name));
      if (!move) throw new AppError('NOT_FOUND', bulkMessages.noSuchMove);
      const { ids, all, ...rest } = request.body;
      const parsed = move.fields?.safeParse(rest);
      if (parsed && !parsed.success) throw validationError(parsed.error.issues);
      const fields = parsed?.data ?? {};
      const chosen =
        ids ??
        (all
          ? await idsOfAll(db, context, admin, list, move, all, bulkMaxItems, bulkMessages.tooMany)
          : undefined);
      if (!chosen)
        throw new AppError('VALIDATION', bulkMessages.nothingChosen, { ids: bulkMessages.nothingChosen });
      const done: string[] = [];
      const failed: Omit<BulkFailure, 'name'>[] = [];
      for (const { id, error } of await moveEach(db, admin, move, [...new Set(chosen)], fields)) {
        if (error) failed.push({ id, message: error.message, code: error.code });
        else done.push(id);
      }
      const names = await move.namesOf(
        db,
        admin,
        failed.map((item) => item.id),
      );
      return {
        done,
        failed: failed.map((item) => {
          const itemName = names.get(item.id);
          return itemName === undefined ? item : { ...item, name: itemName };
        }),
      };
    },
  );
}
