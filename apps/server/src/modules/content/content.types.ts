import { audienceParamsSchema, marketingMessages } from '@simsar/contract/content-marketing';
import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import {
  createQuizSchema,
  quizListReplySchema,
  quizMessages,
  quizReplySchema,
  updateQuizSchema,
} from '@simsar/contract/content-quizzes';
import { type ContentTypeKey, contentTypeRows } from '@simsar/contract/content-types';
import { type UserType, userTypes } from '@simsar/contract/users';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fieldContentType } from './content.kit.fields.ts';
import { type ContentType, defineContentType } from './content.kit.ts';
import { quizList, toQuiz } from './content.quizzes.service.ts';
import { discounts, guidelines, quizzes, sliders, teamMembers } from './content.schema.ts';
import { franchiseTrainingType, trainingType } from './content.training.types.ts';

/**
 * The content library's types (content-operations §3, §7): a type defined by its contract row's
 * field list is that row, its table and what sets it apart; quizzes and trainings say what they hold.
 */

export const teamType = fieldContentType({ row: contentTypeRows.team, table: teamMembers, editable: true });

export const quizType = defineContentType({
  row: contentTypeRows.quiz,
  table: quizzes,
  toItem: (row) => toQuiz(row, 0, null),
  listed: quizList,
  // How the asking admin's members did, as the list shows it.
  exportColumns: [
    { header: 'Name', value: (quiz) => quiz.name },
    { header: 'Time (minutes)', value: (quiz) => quiz.time },
    { header: 'Questions', value: (quiz) => quiz.questions.length },
    { header: 'Attempts', value: (quiz) => quiz.attempts },
    { header: 'Average score (%)', value: (quiz) => quiz.average_score },
    { header: 'Created', value: (quiz) => new Date(quiz.createdAt), format: 'time' },
  ],
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

// New names and video; the user type stays.
export const guidelineType = fieldContentType({
  row: contentTypeRows.guideline,
  table: guidelines,
  editable: true,
  listBy: {
    params: z.object({ userType: z.enum(userTypes, { error: marketingMessages.userTypeRequired }) }),
    where: ({ userType }) => eq(guidelines.userType, userType),
  },
});

export const sliderType = fieldContentType({
  row: contentTypeRows.slider,
  table: sliders,
  editable: false,
  // The spec's type names, or the console route's lower-case plurals.
  listBy: {
    params: audienceParamsSchema,
    where: ({ userType }) =>
      eq(sliders.userType, contentAudiences[userType as ContentAudience] ?? (userType as UserType)),
  },
});

export const discountType = fieldContentType({
  row: contentTypeRows.discount,
  table: discounts,
  editable: false,
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
