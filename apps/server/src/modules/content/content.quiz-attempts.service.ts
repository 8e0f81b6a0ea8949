import { quizMessages as m, type QuizResult, quizGraceSeconds } from '@simsar/contract/content-quizzes';
import type { PageQuery } from '@simsar/contract/lists';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { defineList } from '../../core/lists.ts';
import type { SessionAdmin, SessionMember } from '../../core/session.ts';
import { memberBriefOf, memberMatches, ownedBy } from '../users/users.ownership.service.ts';
import { iso } from './content.files.service.ts';
import { findQuiz } from './content.quizzes.service.ts';
import { quizAttempts, quizzes } from './content.schema.ts';

/** Quizzes are a broker's (the Brokers tab of the home screen carries them, console-core §2). */
function requireBroker(member: SessionMember): void {
  if (member.userType !== 'Broker') throw new AppError('FORBIDDEN', m.brokersOnly);
}

const graceMs = quizGraceSeconds * 1000;

/** GET /api/app/quizzes: names, times and sizes only; never the questions' answers. */
export async function listAppQuizzes(db: Executor, member: SessionMember) {
  requireBroker(member);
  const rows = await db
    .select({
      id: quizzes.id,
      name: quizzes.name,
      time: quizzes.time,
      count: sql<number>`jsonb_array_length(${quizzes.questions})::int`,
      createdAt: quizzes.createdAt,
    })
    .from(quizzes)
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    time: row.time,
    question_count: row.count,
    createdAt: iso(row.createdAt),
  }));
}

/**
 * POST /api/app/quizzes/{id}/start: opens the member's attempt (or gives back the open one while
 * its time runs); an attempt whose time ran out unanswered is closed as late first.
 */
export async function startQuiz(db: Executor, now: Date, member: SessionMember, quizId: string) {
  requireBroker(member);
  const quiz = await findQuiz(db, quizId);
  const mine = and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.memberId, member.id));
  const attempt = await db.transaction(async (tx) => {
    await tx
      .update(quizAttempts)
      .set({ submittedAt: now, late: true })
      .where(
        and(
          mine,
          isNull(quizAttempts.submittedAt),
          lt(quizAttempts.deadline, new Date(now.getTime() - graceMs)),
        ),
      );
    await tx
      .insert(quizAttempts)
      .values({
        quizId,
        memberId: member.id,
        startedAt: now,
        deadline: new Date(now.getTime() + quiz.time * 60_000),
      })
      .onConflictDoNothing();
    const [open] = await tx
      .select()
      .from(quizAttempts)
      .where(and(mine, isNull(quizAttempts.submittedAt)));
    return open as typeof quizAttempts.$inferSelect;
  });
  return {
    attempt: { _id: attempt.id, started_at: iso(attempt.startedAt), deadline: iso(attempt.deadline) },
    quiz: { _id: quiz.id, name: quiz.name, time: quiz.time, questions: quiz.questions },
  };
}

/** POST /api/app/quizzes/{id}/submit: scored here; after the deadline (and grace) refused as late. */
export async function submitQuiz(
  db: Executor,
  now: Date,
  member: SessionMember,
  quizId: string,
  answers: (string | null)[],
) {
  requireBroker(member);
  const quiz = await findQuiz(db, quizId);
  const [open] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.memberId, member.id),
        isNull(quizAttempts.submittedAt),
      ),
    );
  if (!open) throw new AppError('CONFLICT', m.notStarted);
  const stillOpen = and(eq(quizAttempts.id, open.id), isNull(quizAttempts.submittedAt));
  if (now.getTime() > open.deadline.getTime() + graceMs) {
    await db.update(quizAttempts).set({ submittedAt: now, late: true }).where(stillOpen);
    throw new AppError('CONFLICT', m.late);
  }
  const total = quiz.answers.length;
  if (answers.length !== total) {
    throw new AppError('VALIDATION', m.answersCount(total), { answers: m.answersCount(total) });
  }
  const correct = quiz.answers.filter((answer, index) => answers[index]?.trim() === answer).length;
  const [done] = await db
    .update(quizAttempts)
    .set({ submittedAt: now, correct, total })
    .where(stillOpen)
    .returning({ id: quizAttempts.id });
  if (!done) throw new AppError('CONFLICT', m.alreadySubmitted);
  return { score: Math.round((correct * 100) / total), correct, total, late: false as const };
}

const lastSubmitted = sql<Date>`max(${quizAttempts.submittedAt})`;

/** Each member's attempts at a quiz and best on-time score, latest first, as this admin may see them. */
export const quizResultsList = defineList(quizAttempts, {
  name: 'quiz-results',
  columns: () => ({
    member: memberBriefOf(quizAttempts.memberId),
    attempts: sql<number>`count(*)::int`,
    best: sql<
      number | null
    >`round(max(${quizAttempts.correct} * 100.0 / ${quizAttempts.total}) filter (where not ${quizAttempts.late}), 1)::float`,
    last: sql<string>`${lastSubmitted}`,
  }),
  where: (filter: { quiz_id: string }) =>
    and(eq(quizAttempts.quizId, filter.quiz_id), isNotNull(quizAttempts.submittedAt)),
  visibleTo: (admin: SessionAdmin) => ownedBy(admin, quizAttempts.memberId),
  search: (term) => memberMatches(quizAttempts.memberId, term),
  groupBy: [quizAttempts.memberId],
  count: sql<number>`count(distinct ${quizAttempts.memberId})::int`,
  order: () => [desc(lastSubmitted), desc(quizAttempts.memberId)],
  toItems: (rows) =>
    rows.map(
      (row): QuizResult => ({
        user_id: row.member,
        attempts: row.attempts,
        best_score: row.best,
        last_submitted_at: new Date(row.last).toISOString(),
      }),
    ),
});

/** GET /api/quiz/{id}/attempts: each member's attempts and best on-time score, latest first. */
export async function listQuizResults(db: Executor, admin: SessionAdmin, quizId: string, query: PageQuery) {
  await findQuiz(db, quizId);
  return quizResultsList.page(db, admin, { ...query, quiz_id: quizId });
}
