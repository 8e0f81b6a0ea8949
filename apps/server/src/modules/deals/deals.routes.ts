import { queuePages } from '@simsar/contract/deals';
import { idParamsSchema } from '@simsar/contract/fields';
import { type Page, type PageQuery, pageQuerySchema, pageReplySchema } from '@simsar/contract/lists';
import type { QueueKindRow } from '@simsar/contract/queue-kind-row';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { memberOf, sessionOf } from '../../core/auth.ts';
import type { ZodApp } from '../../core/context.ts';
import type { SessionAdmin, SessionMember } from '../../core/session.ts';

/** One move's call: its method and path, what it reads, what it answers, and the service it runs. */
export type SubmissionMoveCall<Item> = {
  method: 'PUT' | 'DELETE' | 'POST';
  path: string;
  message: string;
  body?: z.ZodType;
  /** A multipart move (a CIL's decision image): the body is read by `run`. */
  multipart?: string;
  run: (request: FastifyRequest, admin: SessionAdmin, id: string) => Promise<Item>;
};

/** What the route factory needs of one of the brokers' submission queues besides its row. */
export type SubmissionQueueCalls<Item> = {
  tags: string[];
  notFound: string;
  item: z.ZodType<Item>;
  paths: { app: string; list: string; detail: string };
  /** The apps' POST: the broker's multipart upload, read and filed by `run`. */
  submit: {
    description: string;
    sent: string;
    run: (request: FastifyRequest, member: SessionMember) => Promise<Item>;
  };
  listMine: (member: SessionMember, query: PageQuery) => Promise<Page<Item>>;
  list: (admin: SessionAdmin, status: (typeof queuePages)[number], query: PageQuery) => Promise<Page<Item>>;
  get: (admin: SessionAdmin, id: string) => Promise<Item>;
  /** The moves, and any other call on one item (a commission), each guarded as the row's `act`. */
  moves: SubmissionMoveCall<Item>[];
};

const appTags = ['Marketplace apps'];
const statusParamsSchema = z.object({ status: z.enum(queuePages) });

/**
 * ONE route factory for the brokers' submissions (forms, deals, CIL; content-operations §7): the
 * apps' filing and own list, the console's list by page, one item, and its moves, as the queue's
 * row and calls say. Who may move is a route guard from the row: 403 before anything is read.
 */
export function registerSubmissionQueue<Item>(
  app: ZodApp,
  row: QueueKindRow,
  calls: SubmissionQueueCalls<Item>,
): void {
  const { tags } = calls;
  const replySchema = z.object({ message: z.string(), response: calls.item });
  const pageSchema = pageReplySchema(calls.item);
  const idParams = idParamsSchema(calls.notFound);

  app.post(
    calls.paths.app,
    {
      config: { access: 'broker' },
      schema: {
        tags: appTags,
        consumes: ['multipart/form-data'],
        description: calls.submit.description,
        response: { 201: replySchema },
      },
    },
    async (request, reply) => {
      const item = await calls.submit.run(request, memberOf(request));
      return reply.status(201).send({ message: calls.submit.sent, response: item });
    },
  );
  app.get(
    calls.paths.app,
    {
      config: { access: 'broker' },
      schema: { tags: appTags, querystring: pageQuerySchema, response: { 200: pageSchema } },
    },
    async (request) => calls.listMine(memberOf(request), request.query),
  );
  app.get(
    calls.paths.list,
    {
      schema: {
        tags,
        params: statusParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema },
      },
    },
    async (request) => calls.list(sessionOf(request), request.params.status, request.query),
  );
  app.get(
    calls.paths.detail,
    { schema: { tags, params: idParams, response: { 200: replySchema } } },
    async (request) => ({ message: 'OK', response: await calls.get(sessionOf(request), request.params.id) }),
  );
  for (const move of calls.moves) {
    app.route({
      method: move.method,
      url: move.path,
      config: { access: row.access.act },
      schema: {
        tags,
        params: idParams,
        ...(move.body && { body: move.body }),
        ...(move.multipart && { consumes: ['multipart/form-data'], description: move.multipart }),
        response: { 200: replySchema },
      },
      handler: async (request) => ({
        message: move.message,
        response: await move.run(request, sessionOf(request), (request.params as { id: string }).id),
      }),
    });
  }
}
