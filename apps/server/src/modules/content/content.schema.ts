import { contentTypeRows } from '@simsar/contract/content-types';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';
import { contentColumns } from './content.fields.ts';

/** The content library (content-operations §3). File columns hold storage keys. */
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Tables whose columns follow from a content type's field list (contract content-types.ts). */
export const teamMembers = pgTable('team_members', contentColumns(contentTypeRows.team.fields), (table) => [
  index('team_members_list_idx').on(table.createdAt.desc(), table.id.desc()),
]);

export type QuizQuestion = { Q: string; choices: string[] };

export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    name: text('name').notNull(),
    time: integer('time').notNull(),
    questions: jsonb('questions').$type<QuizQuestion[]>().notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('quizzes_list_idx').on(table.createdAt.desc(), table.id.desc()),
    check('quizzes_time_check', sql`${table.time} > 0`),
  ],
);

/** A member's timed attempt at a quiz: open while submitted_at is null, one open per member and quiz. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Correct answers and questions at submission; null while open and for a late attempt. */
    correct: integer('correct'),
    total: integer('total'),
    late: boolean('late').notNull().default(false),
  },
  (table) => [
    uniqueIndex('quiz_attempts_open_idx')
      .on(table.quizId, table.memberId)
      .where(sql`${table.submittedAt} is null`),
    index('quiz_attempts_quiz_idx').on(table.quizId, table.memberId),
  ],
);

export const trainings = pgTable(
  'trainings',
  {
    id: id(),
    /** 'training' for brokers, 'franchise' for franchise trainings (content-operations §3). */
    kind: text('kind', { enum: ['training', 'franchise'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** An uploaded mp4 (storage key), or else a link. */
    videoFile: text('video_file'),
    videoLink: text('video_link'),
    createdAt: createdAt(),
  },
  (table) => [
    index('trainings_list_idx').on(table.kind, table.createdAt.desc(), table.id.desc()),
    check('trainings_kind_check', sql`${table.kind} in ('training', 'franchise')`),
    check('trainings_video_check', sql`${table.videoFile} is not null or ${table.videoLink} is not null`),
  ],
);

export const guidelines = pgTable('guidelines', contentColumns(contentTypeRows.guideline.fields), (table) => [
  index('guidelines_list_idx').on(table.userType, table.createdAt.desc(), table.id.desc()),
  check('guidelines_user_type_check', sql`${table.userType} in ('Broker', 'Client', 'Franchise')`),
]);

export const sliders = pgTable('sliders', contentColumns(contentTypeRows.slider.fields), (table) => [
  index('sliders_list_idx').on(table.userType, table.createdAt.desc(), table.id.desc()),
  check('sliders_user_type_check', sql`${table.userType} in ('Broker', 'Client', 'Franchise')`),
]);

export const discounts = pgTable('discounts', contentColumns(contentTypeRows.discount.fields), (table) => [
  index('discounts_list_idx').on(table.createdAt.desc(), table.id.desc()),
]);
