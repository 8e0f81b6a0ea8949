import {
  acceptCilSchema,
  type Cil,
  cilFieldsSchema,
  cilPaths,
  cilReplySchema,
  cilSchema,
} from '@simsar/contract/cil';
import { dealMessages, type QueuePage } from '@simsar/contract/deals';
import { idParamsSchema } from '@simsar/contract/fields';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { fileTypes, type Storage, type StoredFile } from '../../core/storage.ts';
import { readUploadForm } from '../../core/uploads.ts';
import { registerQueue } from '../queues/queue.routes.ts';
import { serviceClockOf } from '../system/system.service.ts';
import { getCil, listBrokerCils, listCils, moveCil, submitCil } from './deals.cil.service.ts';
import { brokerApps, itemCall } from './deals.queue-calls.ts';

const imageDescription = 'image (JPEG, PNG or PDF)';

function readCilForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  storage: Storage,
  schema: Schema,
  maxBytes: number,
) {
  return readUploadForm(request, storage, schema, {
    image: {
      types: [...fileTypes.image, ...fileTypes.pdf],
      maxBytes,
      visibility: 'private',
      label: dealMessages.imageLabel,
      required: dealMessages.imageRequired,
    },
  });
}

/** Client introduction letters (content-operations §7 CIL) and the app's calls. */
export function registerCilRoutes(app: ZodApp, { db, storage, config, clock }: AppContext): void {
  const days = config.cilDuplicateDays;
  const maxBytes = config.uploadLimits.document;

  registerQueue<Cil>(app, queueKindOf('cil'), {
    tags: ['CIL'],
    item: cilSchema,
    idParams: idParamsSchema(dealMessages.cilNotFound),
    itemReply: cilReplySchema,
    list: async (admin, status, query) =>
      listCils(db, admin, status as QueuePage, query, days, await serviceClockOf(db, clock(), 'cil')),
    detail: { path: cilPaths.detail, get: (admin, id) => getCil(db, admin, id, days) },
    apps: brokerApps(cilPaths.app, cilSchema, {
      description: `Broker only. Form data: developer, client_name, client_phone, project_code, sales_name, sales_phone, ${imageDescription}. The reply's response.duplicate names another broker's CIL of the same client and developer.`,
      sent: 'Your CIL was sent',
      file: async (request, member) => {
        const upload = await readCilForm(request, storage, cilFieldsSchema, maxBytes);
        const image = upload.files.image[0] as StoredFile;
        return upload.settle(() => submitCil(db, member, upload.fields, image, days, clock()));
      },
      mine: (member, query) => listBrokerCils(db, member, query, days),
    }),
    moves: [
      itemCall({
        method: 'PUT',
        path: cilPaths.pending,
        message: 'The CIL is pending',
        run: (_request, admin, id) => moveCil(db, admin, id, 'pending', clock(), days),
      }),
      itemCall({
        method: 'PUT',
        path: cilPaths.accept,
        message: 'The CIL is accepted',
        multipart: `Form data: ${imageDescription}, admin, contact (all required).`,
        run: async (request, admin, id) => {
          const upload = await readCilForm(request, storage, acceptCilSchema, maxBytes);
          const image = upload.files.image[0] as StoredFile;
          return upload.settle(() =>
            moveCil(db, admin, id, 'accept', clock(), days, { fields: upload.fields, image }),
          );
        },
      }),
      itemCall({
        method: 'PUT',
        path: cilPaths.reject,
        message: 'The CIL is rejected',
        multipart: `Form data: ${imageDescription}; admin and contact are stored as 'N/A'.`,
        run: async (request, admin, id) => {
          const upload = await readCilForm(request, storage, z.object({}).passthrough(), maxBytes);
          const image = upload.files.image[0] as StoredFile;
          return upload.settle(() => moveCil(db, admin, id, 'reject', clock(), days, { image }));
        },
      }),
    ],
  });
}
