import { type Page, type PageQuery, pageQuerySchema, pageReplySchema } from '@simsar/contract/lists';
import { queuePageQuerySchema } from '@simsar/contract/queue-filters';
import {
  type ListedQueueRow,
  queueListPath,
  queueListPathOf,
  queueTabsOf,
  templateTabsOf,
} from '@simsar/contract/queue-lists';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { ZodApp } from '../../core/context.ts';
import type { SessionAdmin } from '../../core/session.ts';

/** A call on one item (a move, a removal, a commission): its method and path, what it reads, and its reply. */
export type QueueItemCall = {
  method: 'PUT' | 'DELETE' | 'POST';
  /** A `:id` template. */
  path: string;
  body?: z.ZodType;
  /** A multipart call (a CIL's decision image): the body is read by `run`. */
  multipart?: string;
  /** The whole reply: `{ message }`, or `{ message, response }` with the moved item. */
  run: (request: FastifyRequest, admin: SessionAdmin, id: string) => Promise<unknown>;
};

/** One of the apps' calls that files an item (answered 201) or lists the caller's own. */
type AppCall = {
  access: 'public' | 'member' | 'broker';
  publicRateLimit?: boolean;
  /** Runs before the body is read: a 403 for the wrong kind of member. */
  guard?: preValidationHookHandler;
  body?: z.ZodType;
  multipart?: string;
  reply: z.ZodType;
  run: (request: FastifyRequest) => Promise<unknown>;
};

/** What the one queue route factory needs of a queue besides its row: the kind's own calls. */
export type QueueCalls<Item> = {
  tags: string[];
  /** A list's item. */
  item: z.ZodType<Item>;
  /** An item's id in a path, with the kind's 404 for a malformed one. */
  idParams: z.ZodType<{ id: string }>;
  /** What a call on one item answers. */
  itemReply: z.ZodType;
  /** One tab of the console's lists. */
  list: (admin: SessionAdmin, page: string, query: PageQuery) => Promise<Page<Item>>;
  /** GET one item: `{ message, response }`. */
  detail?: { path: string; get: (admin: SessionAdmin, id: string) => Promise<Item> };
  /** The moves, and any other call on one item (a commission). */
  moves: QueueItemCall[];
  /** DELETE {api}/remove/:id, when the row says the queue's items may be removed. */
  remove?: QueueItemCall;
  /** The apps' filing (POST) and the caller's own list (GET), at the row's apps path. */
  apps?: { path: string; file: AppCall; mine?: AppCall };
};

/**
 * ONE route factory for every queue the console pages through (request queues, forms, deals, CIL;
 * content-operations §7): its list tabs at the row's one list path (and the spec's aliases), one
 * item, its moves and removal, and the apps' filing and own list, from the row and the kind's calls.
 * Who may move is a route guard from the row's `access.act`: 403 before anything is read.
 */
export function registerQueue<Item>(app: ZodApp, row: ListedQueueRow, calls: QueueCalls<Item>): void {
  const { tags } = calls;
  const pageSchema = pageReplySchema(calls.item);
  const listOptions = {
    config: { access: row.access.see },
    schema: { tags, querystring: queuePageQuerySchema, response: { 200: pageSchema } },
  };
  const statuses = templateTabsOf(row);
  if (statuses.length > 0) {
    app.get(
      queueListPath(row),
      {
        ...listOptions,
        schema: { ...listOptions.schema, params: z.object({ status: z.enum(statuses as [string]) }) },
      },
      async (request) => calls.list(sessionOf(request), request.params.status, request.query),
    );
  }
  for (const tab of queueTabsOf(row).filter((entry) => !statuses.includes(entry.page))) {
    app.get(queueListPathOf(row, tab.page), listOptions, async (request) =>
      calls.list(sessionOf(request), tab.page, request.query),
    );
  }
  if (calls.detail) {
    const { get } = calls.detail;
    app.get(
      calls.detail.path,
      {
        config: { access: row.access.see },
        schema: { tags, params: calls.idParams, response: { 200: calls.itemReply } },
      },
      async (request) => ({ message: 'OK', response: await get(sessionOf(request), request.params.id) }),
    );
  }
  const itemCalls = [
    ...calls.moves,
    ...(row.engine === 'requests' && row.removable && calls.remove ? [calls.remove] : []),
  ];
  for (const call of itemCalls) {
    app.route({
      method: call.method,
      url: call.path,
      config: { access: row.access.act },
      schema: {
        tags,
        params: calls.idParams,
        ...(call.body && { body: call.body }),
        ...(call.multipart && { consumes: ['multipart/form-data'], description: call.multipart }),
        response: { 200: calls.itemReply },
      },
      handler: (request) => call.run(request, sessionOf(request), (request.params as { id: string }).id),
    });
  }
  if (calls.apps) registerAppCalls(app, calls.apps);
}

const appTags = ['Marketplace apps'];

function registerAppCalls(app: ZodApp, { path, file, mine }: NonNullable<QueueCalls<unknown>['apps']>) {
  app.post(
    path,
    {
      config: { access: file.access, ...(file.publicRateLimit && { publicRateLimit: true }) },
      ...(file.guard && { preValidation: file.guard }),
      schema: {
        tags: appTags,
        ...(file.body && { body: file.body }),
        ...(file.multipart && { consumes: ['multipart/form-data'], description: file.multipart }),
        response: { 201: file.reply },
      },
    },
    async (request, reply) => reply.status(201).send(await file.run(request)),
  );
  if (!mine) return;
  app.get(
    path,
    {
      config: { access: mine.access },
      schema: { tags: appTags, querystring: pageQuerySchema, response: { 200: mine.reply } },
    },
    (request) => mine.run(request),
  );
}
