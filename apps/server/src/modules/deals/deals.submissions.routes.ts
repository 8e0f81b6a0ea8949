import {
  acceptSubmissionSchema,
  dealMessages,
  queuePages,
  type SubmissionKind,
  submissionFieldsSchema,
  submissionKinds,
  submissionLabels,
  submissionPaths,
  submissionReplySchema,
  submissionSchema,
} from '@simsar/contract/deals';
import { idParamsSchema } from '@simsar/contract/fields';
import { pageQuerySchema, pageReplySchema } from '@simsar/contract/lists';
import { z } from 'zod';
import { memberOf, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { fileTypes, type StoredFile } from '../../core/storage.ts';
import { readUploadForm } from '../../core/uploads.ts';
import {
  addSubmissionCommission,
  getSubmission,
  listBrokerSubmissions,
  listSubmissions,
  moveSubmission,
  submitSubmission,
} from './deals.submissions.service.ts';

const pageSchema = pageReplySchema(submissionSchema);
const statusParamsSchema = z.object({ status: z.enum(queuePages) });

/** Forms and deals: the same calls under /api/form and /api/deal (content-operations §7), and the app's. */
export function registerSubmissionRoutes(app: ZodApp, context: AppContext): void {
  for (const kind of submissionKinds) registerKind(app, context, kind);
}

function registerKind(app: ZodApp, { db, storage, config }: AppContext, kind: SubmissionKind): void {
  const paths = submissionPaths[kind];
  const label = submissionLabels[kind];
  const tags = [kind === 'form' ? 'Forms' : 'Deals'];
  const idParams = idParamsSchema(label.notFound);
  const reply = (message: string) => async (response: Awaited<ReturnType<typeof getSubmission>>) => ({
    message,
    response,
  });

  app.post(
    paths.app,
    {
      config: { access: 'broker' },
      schema: {
        tags: ['Marketplace apps'],
        consumes: ['multipart/form-data'],
        description:
          'Broker only. Form data: developer, client_name, client_phone, client_id, project_code, sales_name, sales_phone, deal_value (EGP), date (YYYY-MM-DD), image (JPEG, PNG or PDF).',
        response: { 201: submissionReplySchema },
      },
    },
    async (request, response) => {
      const member = memberOf(request);
      const upload = await readUploadForm(request, storage, submissionFieldsSchema, {
        image: {
          types: [...fileTypes.image, ...fileTypes.pdf],
          maxBytes: config.uploadLimits.document,
          visibility: 'private',
          label: dealMessages.imageLabel,
          required: dealMessages.imageRequired,
        },
      });
      const item = await upload.settle(() =>
        submitSubmission(db, kind, member, upload.fields, upload.files.image[0] as StoredFile),
      );
      return response.status(201).send({ message: `Your ${label.one} was sent`, response: item });
    },
  );
  app.get(
    paths.app,
    {
      config: { access: 'broker' },
      schema: { tags: ['Marketplace apps'], querystring: pageQuerySchema, response: { 200: pageSchema } },
    },
    async (request) => listBrokerSubmissions(db, kind, memberOf(request), request.query),
  );

  app.get(
    paths.list,
    {
      schema: {
        tags,
        params: statusParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema },
      },
    },
    async (request) => listSubmissions(db, sessionOf(request), kind, request.params.status, request.query),
  );
  app.get(
    paths.detail,
    { schema: { tags, params: idParams, response: { 200: submissionReplySchema } } },
    async (request) => reply('OK')(await getSubmission(db, sessionOf(request), kind, request.params.id)),
  );
  app.put(
    paths.pending,
    {
      config: { access: 'super' },
      schema: { tags, params: idParams, response: { 200: submissionReplySchema } },
    },
    async (request) =>
      reply(`The ${label.one} is pending`)(
        await moveSubmission(db, sessionOf(request), kind, request.params.id, 'pending'),
      ),
  );
  app.put(
    paths.accept,
    {
      config: { access: 'super' },
      schema: {
        tags,
        params: idParams,
        body: acceptSubmissionSchema,
        response: { 200: submissionReplySchema },
      },
    },
    async (request) =>
      reply(`The ${label.one} is accepted`)(
        await moveSubmission(db, sessionOf(request), kind, request.params.id, 'accept', request.body),
      ),
  );
  app.delete(
    paths.reject,
    {
      config: { access: 'super' },
      schema: { tags, params: idParams, response: { 200: submissionReplySchema } },
    },
    async (request) =>
      reply(`The ${label.one} is rejected`)(
        await moveSubmission(db, sessionOf(request), kind, request.params.id, 'reject'),
      ),
  );
  app.post(
    paths.commission,
    {
      config: { access: 'super' },
      schema: { tags, params: idParams, response: { 200: submissionReplySchema } },
    },
    async (request) =>
      reply(dealMessages.commissionAdded)(
        await addSubmissionCommission(db, sessionOf(request), kind, request.params.id),
      ),
  );
}
