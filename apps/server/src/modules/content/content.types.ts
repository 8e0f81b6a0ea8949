import {
  audienceParamsSchema,
  discountFieldsSchema,
  discountListReplySchema,
  discountReplySchema,
  guidelineFieldsSchema,
  guidelineListReplySchema,
  guidelineReplySchema,
  guidelineUpdateSchema,
  marketingMessages,
  sliderFieldsSchema,
  sliderListReplySchema,
  sliderReplySchema,
} from '@simsar/contract/content-marketing';
import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import {
  createQuizSchema,
  quizListReplySchema,
  quizMessages,
  quizReplySchema,
  updateQuizSchema,
} from '@simsar/contract/content-quizzes';
import {
  teamFieldsSchema,
  teamListReplySchema,
  teamMessages,
  teamReplySchema,
} from '@simsar/contract/content-team';
import { type ContentTypeKey, contentTypeRows } from '@simsar/contract/content-types';
import { type UserType, userTypeSchema } from '@simsar/contract/users';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { urlOfKey } from '../../core/storage.ts';
import { iso } from './content.files.service.ts';
import { type ContentType, defineContentType } from './content.kit.ts';
import { quizList, toQuiz } from './content.quizzes.service.ts';
import { discounts, guidelines, quizzes, sliders, teamMembers } from './content.schema.ts';
import { franchiseTrainingType, trainingType } from './content.training.types.ts';

/** The content library's types (content-operations §3, §7), each one row of differences. */
const marketing = marketingMessages;

export const teamType = defineContentType({
  row: contentTypeRows.team,
  table: teamMembers,
  toItem: (row) => ({
    _id: row.id,
    image: urlOfKey(row.image),
    name: row.name,
    age: row.age,
    profession: row.profession,
    experience: row.experience,
    strength: row.strength,
    phone: row.phone,
    whatsapp: row.whatsapp,
    createdAt: iso(row.createdAt),
  }),
  replies: { list: teamListReplySchema, one: teamReplySchema },
  messages: teamMessages,
  files: {
    image: {
      kind: 'image',
      column: 'image',
      typeMessage: teamMessages.imageType,
      required: teamMessages.imageRequired,
    },
  },
  create: {
    body: 'multipart',
    fields: teamFieldsSchema,
    values: (fields, files) => ({ ...fields, image: files.image }),
  },
  update: {
    body: 'multipart',
    fields: teamFieldsSchema,
    values: (fields, files) => ({ ...fields, ...(files.image && { image: files.image }) }),
  },
});

export const quizType = defineContentType({
  row: contentTypeRows.quiz,
  table: quizzes,
  toItem: (row) => toQuiz(row, 0, null),
  listed: quizList,
  replies: { list: quizListReplySchema, one: quizReplySchema, listKey: 'quizzes', oneKey: 'quiz' },
  messages: quizMessages,
  create: { body: 'json', fields: createQuizSchema, values: (fields) => fields },
  // Attempts already made keep their scores; open ones are scored on the new quiz.
  update: {
    body: 'json',
    fields: updateQuizSchema,
    values: (fields) => ({
      questions: fields.questions,
      answers: fields.answers,
      ...(fields.name !== undefined && { name: fields.name }),
      ...(fields.time !== undefined && { time: fields.time }),
    }),
  },
});

export const guidelineType = defineContentType({
  row: contentTypeRows.guideline,
  table: guidelines,
  toItem: (row) => ({
    _id: row.id,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    video: urlOfKey(row.video),
    user_type: row.userType,
    createdAt: iso(row.createdAt),
  }),
  replies: { list: guidelineListReplySchema, one: guidelineReplySchema },
  messages: { notFound: marketing.guidelineNotFound, deleted: marketing.deleted },
  listBy: {
    params: z.object({ userType: userTypeSchema }),
    where: ({ userType }) => eq(guidelines.userType, userType),
  },
  files: {
    video: {
      kind: 'video',
      column: 'video',
      typeMessage: marketing.videoType,
      required: marketing.videoRequired,
    },
  },
  create: {
    body: 'multipart',
    fields: guidelineFieldsSchema,
    values: (fields, files) => ({
      nameEn: fields.name_en,
      nameAr: fields.name_ar,
      userType: fields.user_type,
      video: files.video,
    }),
  },
  // New names; the user type stays.
  update: {
    body: 'multipart',
    fields: guidelineUpdateSchema,
    values: (fields, files) => ({
      nameEn: fields.name_en,
      nameAr: fields.name_ar,
      ...(files.video && { video: files.video }),
    }),
  },
});

const imageOf = {
  kind: 'image',
  column: 'image',
  typeMessage: marketing.imageType,
  required: marketing.imageRequired,
} as const;

export const sliderType = defineContentType({
  row: contentTypeRows.slider,
  table: sliders,
  toItem: (row) => ({
    _id: row.id,
    image: urlOfKey(row.image),
    link: row.link,
    user_type: row.userType,
    createdAt: iso(row.createdAt),
  }),
  replies: { list: sliderListReplySchema, one: sliderReplySchema },
  messages: { notFound: marketing.sliderNotFound, deleted: marketing.deleted },
  // The spec's type names, or the console route's lower-case plurals.
  listBy: {
    params: audienceParamsSchema,
    where: ({ userType }) =>
      eq(sliders.userType, contentAudiences[userType as ContentAudience] ?? (userType as UserType)),
  },
  files: { image: imageOf },
  create: {
    body: 'multipart',
    fields: sliderFieldsSchema,
    values: (fields, files) => ({
      userType: fields.user_type,
      link: fields.link ?? null,
      image: files.image,
    }),
  },
});

export const discountType = defineContentType({
  row: contentTypeRows.discount,
  table: discounts,
  toItem: (row) => ({
    _id: row.id,
    image: urlOfKey(row.image),
    text_en: row.textEn,
    text_ar: row.textAr,
    createdAt: iso(row.createdAt),
  }),
  replies: { list: discountListReplySchema, one: discountReplySchema },
  messages: { notFound: marketing.discountNotFound, deleted: marketing.deleted },
  files: { image: imageOf },
  create: {
    body: 'multipart',
    fields: discountFieldsSchema,
    values: (fields, files) => ({
      image: files.image,
      textEn: fields.text_en ?? null,
      textAr: fields.text_ar ?? null,
    }),
  },
});

/** Every row of the contract's `contentTypeRows` is served: one without its server row does not typecheck. */
const served = {
  team: teamType,
  quiz: quizType,
  training: trainingType,
  franchiseTraining: franchiseTrainingType,
  guideline: guidelineType,
  slider: sliderType,
  discount: discountType,
} satisfies Record<ContentTypeKey, ContentType>;
export const contentTypes: ContentType[] = Object.values(served);
