import { pageQuerySchema, pageReplySchema } from '@simsar/contract/lists';
import type { QueueKindRow, RequestBody } from '@simsar/contract/queue-kind-row';
import { queueKinds } from '@simsar/contract/queue-kinds';
import { appRequestPaths, type MemberQueue, requestQueueConfigs } from '@simsar/contract/requests';
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

/** The queues members file, each with its row's body. */
const memberQueues = (queueKinds as readonly QueueKindRow[]).flatMap((row) =>
  row.engine === 'requests' && row.body ? [{ queue: row.kind as MemberQueue, body: bodies[row.body] }] : [],
);

/** The apps' calls that fill the six queues, and a member's own requests. */
export function registerRequestAppRoutes(app: ZodApp, { db, storage, config, clock }: AppContext): void {
  app.post(
    appRequestPaths.request_franchises,
    {
      config: { access: 'public', publicRateLimit: true },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: appRequestSchema } },
    },
    async (request, reply) => {
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
      const filed = await form.settle(() =>
        fileFranchiseRequest(db, { ...form.fields, imageKey: image.key }, clock()),
      );
      return reply.status(201).send(filed);
    },
  );

  for (const { queue, body } of memberQueues) {
    const filedBy = requestQueueConfigs[queue].filedBy ?? 'any';
    app.post(
      appRequestPaths[queue],
      {
        config: { access: 'member' },
        preValidation: onlyFor(filedBy),
        schema: { tags, body, response: { 201: appRequestSchema } },
      },
      async (request, reply) => {
        const values = request.body as Parameters<typeof fileMemberRequest>[3];
        const filed = await fileMemberRequest(db, memberOf(request), queue, values, clock());
        return reply.status(201).send(filed);
      },
    );
  }

  app.get(
    appRequestPaths.mine,
    {
      config: { access: 'member' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageReplySchema(appRequestSchema) } },
    },
    (request) => listMemberRequests(db, memberOf(request), request.query, clock()),
  );
}
