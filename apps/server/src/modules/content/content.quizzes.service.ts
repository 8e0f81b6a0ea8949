import type { createQuizSchema, Quiz, updateQuizSchema } from '@simsar/contract/content-quizzes';
import { quizMessages as m } from '@simsar/contract/content-quizzes';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAdmin } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { ownedBy } from '../users/users.ownership.service.ts';
import { auditContent, createAudited, iso } from './content.files.service.ts';
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

function toQuiz(row: Row, attempts: number, average: number | null): Quiz {
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

/** GET /api/quiz: every quiz with its answers and results, newest first. */
export async function listQuizzes(db: Executor, admin: SessionAdmin, only?: string): Promise<Quiz[]> {
  const stats = statsOf(admin);
  const rows = await db
    .select({ quiz: quizzes, attempts: stats.attempts, average: stats.average })
    .from(quizzes)
    .where(only ? eq(quizzes.id, only) : undefined)
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  return rows.map((row) => toQuiz(row.quiz, row.attempts, row.average));
}

export async function findQuiz(db: Executor, id: string): Promise<Row> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id));
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

export async function createQuiz(
  db: Executor,
  admin: AuditAdmin,
  input: z.output<typeof createQuizSchema>,
): Promise<Quiz> {
  return toQuiz(await createAudited(db, admin, quizzes, input, 'create_quiz'), 0, null);
}

/** PUT /api/quiz/{id}: attempts already made keep their scores; open ones are scored on the new quiz. */
export async function updateQuiz(
  db: Executor,
  admin: SessionAdmin,
  id: string,
  input: z.output<typeof updateQuizSchema>,
): Promise<Quiz> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(quizzes).where(eq(quizzes.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', m.notFound);
    const [updated] = await tx
      .update(quizzes)
      .set({
        questions: input.questions,
        answers: input.answers,
        ...(input.name !== undefined && { name: input.name }),
        ...(input.time !== undefined && { time: input.time as number }),
      })
      .where(eq(quizzes.id, id))
      .returning();
    await auditContent(tx, admin, 'update_quiz', id, current, updated);
  });
  const [quiz] = await listQuizzes(db, admin, id);
  return quiz as Quiz;
}

export async function deleteQuiz(db: Executor, admin: AuditAdmin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(quizzes).where(eq(quizzes.id, id)).returning();
    if (!gone) throw new AppError('NOT_FOUND', m.notFound);
    await auditContent(tx, admin, 'delete_quiz', id, gone);
  });
}
