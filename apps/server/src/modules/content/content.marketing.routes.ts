import {
  audienceParamsSchema,
  discountFieldsSchema,
  discountIdParamsSchema,
  discountListReplySchema,
  discountReplySchema,
  guidelineFieldsSchema,
  guidelineIdParamsSchema,
  guidelineListReplySchema,
  guidelineReplySchema,
  guidelineUpdateSchema,
  marketingMessages as m,
  sliderFieldsSchema,
  sliderIdParamsSchema,
  sliderListReplySchema,
  sliderReplySchema,
} from '@simsar/contract/content-marketing';
import { contentAudiences, contentPaths, discountSegment } from '@simsar/contract/content-paths';
import { contentMessageReplySchema } from '@simsar/contract/content-replies';
import { userTypeSchema } from '@simsar/contract/users';
import { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import type { StoredFile } from '../../core/storage.ts';
import { readUploadForm } from '../../core/uploads.ts';
import { imageSlot, videoSlot } from './content.files.service.ts';
import {
  createDiscount,
  createGuideline,
  createSlider,
  deleteDiscount,
  deleteGuideline,
  deleteSlider,
  listDiscounts,
  listGuidelines,
  listSliders,
  updateGuideline,
} from './content.marketing.service.ts';

const superOnly = { access: 'super' } as const;
const multipart = ['multipart/form-data'];
const deleted = { 200: contentMessageReplySchema };
const typeParams = z.object({ userType: userTypeSchema });
const first = (files: StoredFile[]) => files[0] as StoredFile;

/** Guidelines, sliders and the {product} discount (content-operations §7). */
export function registerMarketingRoutes(app: ZodApp, { db, storage, config }: AppContext): void {
  const limits = config.uploadLimits;
  const tags = ['Guidelines'];

  app.get(
    contentPaths.guidelines(':userType'),
    { schema: { tags, params: typeParams, response: { 200: guidelineListReplySchema } } },
    async (request) => ({ response: await listGuidelines(db, request.params.userType) }),
  );
  app.post(
    contentPaths.guidelineCreate,
    { config: superOnly, schema: { tags, consumes: multipart, response: { 201: guidelineReplySchema } } },
    async (request, reply) => {
      const form = await readUploadForm(request, storage, guidelineFieldsSchema, {
        video: videoSlot(limits, m.videoType, m.videoRequired),
      });
      const guideline = await form.settle(() =>
        createGuideline(db, sessionOf(request), form.fields, first(form.files.video)),
      );
      return reply.status(201).send({ response: guideline });
    },
  );
  app.put(
    contentPaths.guidelineUpdate(':id'),
    {
      config: superOnly,
      schema: {
        tags,
        consumes: multipart,
        params: guidelineIdParamsSchema,
        response: { 200: guidelineReplySchema },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, storage, guidelineUpdateSchema, {
        video: videoSlot(limits, m.videoType),
      });
      const id = request.params.id;
      return {
        response: await form.settle(() =>
          updateGuideline(db, sessionOf(request), storage, id, form.fields, form.files.video[0]),
        ),
      };
    },
  );
  app.delete(
    contentPaths.guidelineDelete(':id'),
    { config: superOnly, schema: { tags, params: guidelineIdParamsSchema, response: deleted } },
    async (request) => {
      await deleteGuideline(db, sessionOf(request), storage, request.params.id);
      return { message: m.deleted };
    },
  );

  const sliderTags = ['Sliders'];
  app.get(
    contentPaths.sliders(':userType'),
    { schema: { tags: sliderTags, params: audienceParamsSchema, response: { 200: sliderListReplySchema } } },
    async (request) => {
      const { userType } = request.params;
      const type =
        userType in contentAudiences ? contentAudiences[userType as keyof typeof contentAudiences] : userType;
      return { response: await listSliders(db, userTypeSchema.parse(type)) };
    },
  );
  app.post(
    contentPaths.sliderCreate,
    {
      config: superOnly,
      schema: { tags: sliderTags, consumes: multipart, response: { 201: sliderReplySchema } },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, storage, sliderFieldsSchema, {
        image: imageSlot(limits, m.imageType, m.imageRequired),
      });
      const slider = await form.settle(() =>
        createSlider(db, sessionOf(request), form.fields, first(form.files.image)),
      );
      return reply.status(201).send({ response: slider });
    },
  );
  app.delete(
    contentPaths.sliderDelete(':id'),
    { config: superOnly, schema: { tags: sliderTags, params: sliderIdParamsSchema, response: deleted } },
    async (request) => {
      await deleteSlider(db, sessionOf(request), storage, request.params.id);
      return { message: m.deleted };
    },
  );

  const discountTags = ['Discount'];
  const segment = discountSegment(config.productName);
  app.get(
    contentPaths.discounts(segment),
    { schema: { tags: discountTags, response: { 200: discountListReplySchema } } },
    async () => ({ response: await listDiscounts(db) }),
  );
  app.post(
    contentPaths.discountCreate(segment),
    {
      config: superOnly,
      schema: { tags: discountTags, consumes: multipart, response: { 201: discountReplySchema } },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, storage, discountFieldsSchema, {
        image: imageSlot(limits, m.imageType, m.imageRequired),
      });
      const discount = await form.settle(() =>
        createDiscount(db, sessionOf(request), form.fields, first(form.files.image)),
      );
      return reply.status(201).send({ response: discount });
    },
  );
  app.delete(
    contentPaths.discountDelete(segment, ':id'),
    { config: superOnly, schema: { tags: discountTags, params: discountIdParamsSchema, response: deleted } },
    async (request) => {
      await deleteDiscount(db, sessionOf(request), storage, request.params.id);
      return { message: m.deleted };
    },
  );
}
