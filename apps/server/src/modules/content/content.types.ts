import {
  audienceParamsSchema,
  discountFieldsSchema,
  discountSchema,
  guidelineFieldsSchema,
  guidelineSchema,
  guidelineUpdateSchema,
  marketingMessages,
  sliderFieldsSchema,
  sliderSchema,
} from '@simsar/contract/content-marketing';
import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import {
  createQuizSchema,
  quizListReplySchema,
  quizMessages,
  quizReplySchema,
  updateQuizSchema,
} from '@simsar/contract/content-quizzes';
import { teamFieldsSchema, teamMemberSchema, teamMessages } from '@simsar/contract/content-team';
import { type ContentTypeKey, contentTypeRows } from '@simsar/contract/content-types';
import { type UserType, userTypeSchema } from '@simsar/contract/users';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type ContentType, defineContentType, plainContentType } from './content.kit.ts';
import { quizList, toQuiz } from './content.quizzes.service.ts';
import { discounts, guidelines, quizzes, sliders, teamMembers } from './content.schema.ts';
import { franchiseTrainingType, trainingType } from './content.training.types.ts';

/** The content library's types (content-operations §3, §7), each one row of differences. */
const marketing = marketingMessages;

export const teamType = plainContentType({
  row: contentTypeRows.team,
  table: teamMembers,
  item: teamMemberSchema,
  fields: teamFieldsSchema,
  editable: true,
  messages: teamMessages,
  files: {
    image: {
      kind: 'image',
      column: 'image',
      typeMessage: teamMessages.imageType,
      required: teamMessages.imageRequired,
    },
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

export const guidelineType = plainContentType({
  row: contentTypeRows.guideline,
  table: guidelines,
  item: guidelineSchema,
  fields: guidelineFieldsSchema,
  // New names; the user type stays.
  updateFields: guidelineUpdateSchema,
  editable: true,
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
      asFile: marketing.videoAsFile,
    },
  },
});

const imageOf = {
  kind: 'image',
  column: 'image',
  typeMessage: marketing.imageType,
  required: marketing.imageRequired,
} as const;

export const sliderType = plainContentType({
  row: contentTypeRows.slider,
  table: sliders,
  item: sliderSchema,
  fields: sliderFieldsSchema,
  editable: false,
  messages: { notFound: marketing.sliderNotFound, deleted: marketing.deleted },
  // The spec's type names, or the console route's lower-case plurals.
  listBy: {
    params: audienceParamsSchema,
    where: ({ userType }) =>
      eq(sliders.userType, contentAudiences[userType as ContentAudience] ?? (userType as UserType)),
  },
  files: { image: imageOf },
});

export const discountType = plainContentType({
  row: contentTypeRows.discount,
  table: discounts,
  item: discountSchema,
  fields: discountFieldsSchema,
  editable: false,
  messages: { notFound: marketing.discountNotFound, deleted: marketing.deleted },
  files: { image: imageOf },
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
