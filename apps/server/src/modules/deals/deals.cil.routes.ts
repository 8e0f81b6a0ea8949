import { acceptCilSchema, cilFieldsSchema, cilPaths, cilReplySchema, cilSchema } from '@simsar/contract/cil';
import { dealMessages, queuePages } from '@simsar/contract/deals';
import { idParamsSchema } from '@simsar/contract/fields';
import { pageQuerySchema, pageReplySchema } from '@simsar/contract/lists';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { memberOf, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { fileTypes, type Storage, type StoredFile } from '../../core/storage.ts';
import { readUploadForm } from '../../core/uploads.ts';
import { getCil, listBrokerCils, listCils, moveCil, submitCil } from './deals.cil.service.ts';

const tags = ['CIL'];
const pageSchema = pageReplySchema(cilSchema);
const idParams = idParamsSchema(dealMessages.cilNotFound);
const statusParamsSchema = z.object({ status: z.enum(queuePages) });
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
export function registerCilRoutes(app: ZodApp, { db, storage, config }: AppContext): void {
  const days = config.cilDuplicateDays;
  const maxBytes = config.uploadLimits.document;

  app.post(
    cilPaths.app,
    {
      config: { access: 'broker' },
      schema: {
        tags: ['Marketplace apps'],
        consumes: ['multipart/form-data'],
        description: `Broker only. Form data: developer, client_name, client_phone, project_code, sales_name, sales_phone, ${imageDescription}. The reply's response.duplicate names another broker's CIL of the same client and developer.`,
        response: { 201: cilReplySchema },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const upload = await readCilForm(request, storage, cilFieldsSchema, maxBytes);
      const image = upload.files.image[0] as StoredFile;
      const cil = await upload.settle(() => submitCil(db, member, upload.fields, image, days));
      return reply.status(201).send({ message: 'Your CIL was sent', response: cil });
    },
  );
  app.get(
    cilPaths.app,
    {
      config: { access: 'broker' },
      schema: { tags: ['Marketplace apps'], querystring: pageQuerySchema, response: { 200: pageSchema } },
    },
    async (request) => listBrokerCils(db, memberOf(request), request.query, days),
  );

  app.get(
    cilPaths.list,
    {
      schema: {
        tags,
        params: statusParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema },
      },
    },
    async (request) => listCils(db, sessionOf(request), request.params.status, request.query, days),
  );
  app.get(
    cilPaths.detail,
    { schema: { tags, params: idParams, response: { 200: cilReplySchema } } },
    async (request) => ({
      message: 'OK',
      response: await getCil(db, sessionOf(request), request.params.id, days),
    }),
  );
  app.put(
    cilPaths.pending,
    { config: { access: 'super' }, schema: { tags, params: idParams, response: { 200: cilReplySchema } } },
    async (request) => ({
      message: 'The CIL is pending',
      response: await moveCil(db, sessionOf(request), request.params.id, 'pending', days),
    }),
  );
  app.put(
    cilPaths.accept,
    {
      config: { access: 'super' },
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        description: `Form data: ${imageDescription}, admin, contact (all required).`,
        response: { 200: cilReplySchema },
      },
    },
    async (request) => {
      const admin = sessionOf(request);
      const upload = await readCilForm(request, storage, acceptCilSchema, maxBytes);
      const image = upload.files.image[0] as StoredFile;
      const cil = await upload.settle(() =>
        moveCil(db, admin, request.params.id, 'accept', days, { fields: upload.fields, image }),
      );
      return { message: 'The CIL is accepted', response: cil };
    },
  );
  app.put(
    cilPaths.reject,
    {
      config: { access: 'super' },
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        description: `Form data: ${imageDescription}; admin and contact are stored as 'N/A'.`,
        response: { 200: cilReplySchema },
      },
    },
    async (request) => {
      const admin = sessionOf(request);
      const upload = await readCilForm(request, storage, z.object({}).passthrough(), maxBytes);
      const image = upload.files.image[0] as StoredFile;
      const cil = await upload.settle(() => moveCil(db, admin, request.params.id, 'reject', days, { image }));
      return { message: 'The CIL is rejected', response: cil };
    },
  );
}
