import { pageQuerySchema, pageReplySchema } from '@simsar/contract/lists';
import { franchiseRequestFormSchema, requestMessages } from '@simsar/contract/request-bodies';
import { appRequestPaths, type MemberQueue, type RequestRow } from '@simsar/contract/requests';
import { appRequestSchema } from '@simsar/contract/requests-schemas';
import type { UserType } from '@simsar/contract/users';
import type { FastifyRequest } from 'fastify';
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

/**
 * The apps' call that files one item of a request queue (its row's `app` path): franchise join
 * requests anonymously with a photo, the others by their members with the row's body.
 */
export function appFilingOf(context: AppContext, row: RequestRow): QueueCalls<unknown>['apps'] {
  const queue = row.kind;
  // A dispute is opened by the server, never filed through the apps (docs/decisions/540).
  if (row.app === null) return undefined;
  if (row.filedBy === null) return { path: row.app, file: franchiseFiling(context) };
  const { db, clock } = context;
  return {
    path: row.app,
    file: {
      access: 'member',
      guard: onlyFor(row.filedBy),
      body: row.body,
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
