import type { Quiz } from '@simsar/contract/content-quizzes';
import { quizMessages as m } from '@simsar/contract/content-quizzes';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { defineList } from '../../core/lists.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { ownedBy } from '../users/users.ownership.service.ts';
import { iso } from './content.files.service.ts';
import { quizAttempts, quizzes } from './content.schema.ts';

type Row = typeof quizzes.$inferSelect;

/**
 * How members did, for the console: submitted attempts (late ones included) and the average of the
 * on-time scores, in percent; an ordinary admin counts only the members assigned to them.
 */
function statsOf(admin: SessionAdmin) {
  const owned = ownedBy(admin, quizAttempts.memberId);
  const where = sql`${quizAttempts.quizId} = ${quizzes.id} and ${quizAttempts.submittedAt} is not null${
    owned ? sql` and ${owned}` : sql``
  }`;
  return {
    attempts: sql<number>`(select count(*)::int from ${quizAttempts} where ${where})`,
    average: sql<
      number | null
    >`(select round(avg(${quizAttempts.correct} * 100.0 / ${quizAttempts.total}), 1)::float from ${quizAttempts} where ${where} and not ${quizAttempts.late})`,
  };
}

export function toQuiz(row: Row, attempts: number, average: number | null): Quiz {
  return {
    _id: row.id,
    name: row.name,
    time: row.time,
    questions: row.questions,
    answers: row.answers,
    createdAt: iso(row.createdAt),
    attempts,
    average_score: average,
  };
}

/** GET /api/quiz: the quizzes with their answers and how the admin's members did, newest first. */
export const quizList = defineList(quizzes, {
  name: 'quiz',
  columns: (admin: SessionAdmin | null) => {
    const stats = admin ? statsOf(admin) : { attempts: sql<number>`0`, average: sql<number | null>`null` };
    return { quiz: quizzes, attempts: stats.attempts, average: stats.average };
  },
  where: ({ where }: { where?: SQL | undefined }) => where,
  order: () => [desc(quizzes.createdAt), desc(quizzes.id)],
  toItems: (rows) => rows.map((row) => toQuiz(row.quiz, row.attempts, row.average)),
});

export async function findQuiz(db: Executor, id: string): Promise<Row> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id));
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}
