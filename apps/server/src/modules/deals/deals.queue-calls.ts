import type { Page, PageQuery } from '@simsar/contract/lists';
import { pageReplySchema } from '@simsar/contract/lists';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { memberOf } from '../../core/auth.ts';
import type { SessionAdmin, SessionMember } from '../../core/session.ts';
import type { QueueCalls, QueueItemCall } from '../queues/queue.routes.ts';

/**
 * What the brokers' submissions (forms, deals, CIL) say alike to the one queue route factory: a
 * call on one item answers `{ message, response }` with the item as it now is, and the apps file one
 * by a broker's multipart upload and list the broker's own.
 */
export function itemCall<Item>(call: {
  method: QueueItemCall['method'];
  path: string;
  message: string;
  body?: z.ZodType;
  multipart?: string;
  run: (request: FastifyRequest, admin: SessionAdmin, id: string) => Promise<Item>;
}): QueueItemCall {
  const { message, run, ...rest } = call;
  return {
    ...rest,
    run: async (request, admin, id) => ({ message, response: await run(request, admin, id) }),
  };
}

export function brokerApps<Item>(
  path: string,
  item: z.ZodType<Item>,
  calls: {
    description: string;
    sent: string;
    file: (request: FastifyRequest, member: SessionMember) => Promise<Item>;
    mine: (member: SessionMember, query: PageQuery) => Promise<Page<Item>>;
  },
): QueueCalls<Item>['apps'] {
  return {
    path,
    file: {
      access: 'broker',
      multipart: calls.description,
      reply: z.object({ message: z.string(), response: item }),
      run: async (request) => ({
        message: calls.sent,
        response: await calls.file(request, memberOf(request)),
      }),
    },
    mine: {
      access: 'broker',
      reply: pageReplySchema(item),
      run: (request) => calls.mine(memberOf(request), request.query as PageQuery),
    },
  };
}
