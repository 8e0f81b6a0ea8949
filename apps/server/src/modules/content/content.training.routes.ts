import { contentPaths } from '@simsar/contract/content-paths';
import { contentMessageReplySchema } from '@simsar/contract/content-replies';
import {
  franchiseTrainingSchema,
  trainingMessages as m,
  trainingFieldsSchema,
  trainingIdParamsSchema,
  trainingListReplySchema,
  trainingReplySchema,
  trainingUpdateSchema,
} from '@simsar/contract/content-training';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { readUploadForm } from '../../core/uploads.ts';
import { videoSlot } from './content.files.service.ts';
import { createTraining, deleteTraining, listTrainings, updateTraining } from './content.training.service.ts';

const tags = ['Training'];
const superOnly = { access: 'super' } as const;
const params = trainingIdParamsSchema;

/** Training and franchise training (content-operations §7). */
export function registerTrainingRoutes(app: ZodApp, { db, storage, config }: AppContext): void {
  const video = (required?: string) => ({ video: videoSlot(config.uploadLimits, m.videoType, required) });

  app.get(
    contentPaths.trainings,
    { schema: { tags, response: { 200: trainingListReplySchema } } },
    async () => ({
      response: await listTrainings(db, 'training'),
    }),
  );

  app.post(
    contentPaths.trainingCreate,
    {
      config: superOnly,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: trainingReplySchema } },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, storage, trainingFieldsSchema, video(m.videoRequired));
      const file = form.files.video[0];
      const training = await form.settle(() =>
        createTraining(db, sessionOf(request), 'training', form.fields, {
          file: file as NonNullable<typeof file>,
        }),
      );
      return reply.status(201).send({ response: training });
    },
  );

  // {video, name, description} as JSON (§7: the video a link), or multipart with a new mp4.
  app.put(
    contentPaths.trainingUpdate(':id'),
    {
      config: superOnly,
      schema: {
        tags,
        params,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: trainingReplySchema },
      },
    },
    async (request) => {
      if (request.isMultipart()) {
        const form = await readUploadForm(request, storage, trainingUpdateSchema, video());
        return {
          response: await form.settle(() =>
            updateTraining(
              db,
              sessionOf(request),
              storage,
              'training',
              request.params.id,
              form.fields,
              form.files.video[0],
            ),
          ),
        };
      }
      const parsed = trainingUpdateSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error.issues);
      return {
        response: await updateTraining(
          db,
          sessionOf(request),
          storage,
          'training',
          request.params.id,
          parsed.data,
          undefined,
        ),
      };
    },
  );

  app.delete(
    contentPaths.trainingDelete(':id'),
    { config: superOnly, schema: { tags, params, response: { 200: contentMessageReplySchema } } },
    async (request) => {
      await deleteTraining(db, sessionOf(request), storage, request.params.id);
      return { message: m.deleted };
    },
  );

  app.get(
    contentPaths.franchiseTrainings,
    { schema: { tags, response: { 200: trainingListReplySchema } } },
    async () => ({ response: await listTrainings(db, 'franchise') }),
  );

  app.post(
    contentPaths.franchiseTrainingCreate,
    {
      config: superOnly,
      schema: { tags, body: franchiseTrainingSchema, response: { 201: trainingReplySchema } },
    },
    async (request, reply) => {
      const { video: link, ...fields } = request.body;
      return reply
        .status(201)
        .send({ response: await createTraining(db, sessionOf(request), 'franchise', fields, { link }) });
    },
  );

  app.put(
    contentPaths.franchiseTrainingUpdate(':id'),
    {
      config: superOnly,
      schema: { tags, params, body: franchiseTrainingSchema, response: { 200: trainingReplySchema } },
    },
    async (request) => ({
      response: await updateTraining(
        db,
        sessionOf(request),
        storage,
        'franchise',
        request.params.id,
        request.body,
        undefined,
      ),
    }),
  );
}
