import { pageQuerySchema, pageReplySchema } from '@simsar/contract/lists';
import type { RequestBody } from '@simsar/contract/queue-kind-row';
import { appRequestPaths, type MemberQueue, type QueueConfig } from '@simsar/contract/requests';
import {
  appRequestSchema,
  contactSalesSchema,
  feedbackSchema,
  franchiseRequestFormSchema,
  phoneMessageSchema,
  requestMessages,
} from '@simsar/contract/requests-schemas';
import type { UserType } from '@simsar/contract/users';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { memberOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { fileTypes } from '../../core/storage.ts';
import { readUploadForm } from '../../core/uploads.ts';
import type { QueueCalls } from '../queues/queue.routes.ts';
import { fileFranchiseRequest, fileMemberRequest, listMemberRequests } from './requests.filing.service.ts';

const tags = ['Marketplace apps'];

/** 403 before the body is read: a client cannot file a franchise's request, and the reverse. */
function onlyFor(filedBy: 'Client' | 'Franchise' | 'any') {
  return async (request: FastifyRequest) => {
    if (filedBy === 'any') return;
    const type: UserType = memberOf(request).userType;
    if (type !== filedBy) {
      throw new AppError(
        'FORBIDDEN',
        filedBy === 'Client' ? requestMessages.clientsOnly : requestMessages.franchisesOnly,
      );
    }
  };
}

const bodies: Record<RequestBody, z.ZodType> = {
  phone_message: phoneMessageSchema,
  contact_sales: contactSalesSchema,
  feedback: feedbackSchema,
};

/**
 * The apps' call that files one item of a request queue (its row's `app` path): franchise join
 * requests anonymously with a photo, the others by their members with the row's body.
 */
export function appFilingOf(context: AppContext, row: QueueConfig['row']): QueueCalls<unknown>['apps'] {
  const queue = row.kind;
  if (row.filedBy === null) return { path: row.app, file: franchiseFiling(context) };
  const { db, clock } = context;
  return {
    path: row.app,
    file: {
      access: 'member',
      guard: onlyFor(row.filedBy),
      body: bodies[row.body],
      reply: appRequestSchema,
      run: (request) => {
        const values = request.body as Parameters<typeof fileMemberRequest>[3];
        return fileMemberRequest(db, memberOf(request), queue as MemberQueue, values, clock());
      },
    },
  };
}

function franchiseFiling({ db, storage, config, clock }: AppContext) {
  return {
    access: 'public',
    publicRateLimit: true,
    multipart: 'Anyone. Form data: name, phone, description, location, image (JPEG or PNG).',
    reply: appRequestSchema,
    run: async (request: FastifyRequest) => {
      const form = await readUploadForm(request, storage, franchiseRequestFormSchema, {
        image: {
          types: fileTypes.image,
          maxBytes: config.uploadLimits.image,
          visibility: 'private',
          label: 'Image',
          required: requestMessages.imageRequired,
        },
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'UNSUPPORTED_TYPE') {
          throw new AppError('UNSUPPORTED_TYPE', requestMessages.imageTypes, {
            image: requestMessages.imageTypes,
          });
        }
        throw error;
      });
      const image = form.files.image[0];
      if (!image)
        throw new AppError('VALIDATION', requestMessages.imageRequired, {
          image: requestMessages.imageRequired,
        });
      return form.settle(() => fileFranchiseRequest(db, { ...form.fields, imageKey: image.key }, clock()));
    },
  } as const;
}

/** A member's own requests, of every queue (the apps). */
export function registerRequestAppRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get(
    appRequestPaths.mine,
    {
      config: { access: 'member' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageReplySchema(appRequestSchema) } },
    },
    (request) => listMemberRequests(db, memberOf(request), request.query, clock()),
  );
}
