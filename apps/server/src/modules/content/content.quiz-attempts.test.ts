import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuiz, threeQuestions } from '../../../test/content-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildMember } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
// The server's clock (core/clock.ts): moved by the tests, never slept on.
let now = new Date('2026-03-01T09:00:00Z');
const later = (minutes: number, seconds = 0) => {
  now = new Date(now.getTime() + minutes * 60_000 + seconds * 1000);
};

beforeAll(async () => {
  t = await startTestApp({}, { clock: () => now });
  superToken = await signInSuper(t);
  admin = await buildAdmin(t, superToken);
});
afterAll(() => t.close());

const broker = () => buildAcceptedBroker(t, superToken, admin.admin._id);
const start = (token: string, id: string) => call(t, 'POST', `/api/app/quizzes/${id}/start`, { token });
const submit = (token: string, id: string, answers: (string | null)[]) =>
  call(t, 'POST', `/api/app/quizzes/${id}/submit`, { token, body: { answers } });

describe('a broker taking a quiz', () => {
  it('starts, submits and gets a score computed on the server', async () => {
    const quiz = await buildQuiz(t, superToken);
    const { token } = await broker();
    const started = await start(token, quiz._id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().quiz.questions).toEqual(threeQuestions.questions);
    expect(new Date(started.json().attempt.deadline).getTime() - now.getTime()).toBe(10 * 60_000);
    later(9);
    const reply = await submit(token, quiz._id, ['10%', '2026', '3%']);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ score: 67, correct: 2, total: 3, late: false });
    // Submitted: no open attempt is left to submit again.
    expect((await submit(token, quiz._id, ['10%', '2027', '3%'])).json().message).toBe(
      'Start the quiz first',
    );
  });

  it('keeps one open attempt per quiz: starting again gives back the same one', async () => {
    const quiz = await buildQuiz(t, superToken);
    const { token } = await broker();
    const first = (await start(token, quiz._id)).json().attempt;
    later(2);
    const second = (await start(token, quiz._id)).json().attempt;
    expect(second).toEqual(first);
  });

  it('refuses a late submission as late, and it does not count', async () => {
    const quiz = await buildQuiz(t, superToken);
    const member = await broker();
    await start(member.token, quiz._id);
    later(10, 20); // inside the 30 s grace
    expect((await submit(member.token, quiz._id, threeQuestions.answers)).statusCode).toBe(200);
    await start(member.token, quiz._id);
    later(10, 31);
    const late = await submit(member.token, quiz._id, threeQuestions.answers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Time is up: this attempt was submitted late and does not count');
    const results = await call(t, 'GET', `/api/quiz/${quiz._id}/attempts`, { token: superToken });
    expect(results.json()).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(results.json().items[0]).toMatchObject({ attempts: 2, best_score: 100 });
    expect(results.json().items[0].user_id._id).toBe(member.user._id);
    const list = (await call(t, 'GET', '/api/quiz', { token: superToken })).json().quizzes;
    expect(list.find((one: { _id: string }) => one._id === quiz._id)).toMatchObject({
      attempts: 2,
      average_score: 100,
    });
  });

  it('closes an attempt left open past its time when the broker starts again', async () => {
    const quiz = await buildQuiz(t, superToken);
    const { token } = await broker();
    const old = (await start(token, quiz._id)).json().attempt;
    later(60);
    const fresh = (await start(token, quiz._id)).json().attempt;
    expect(fresh._id).not.toBe(old._id);
    expect((await submit(token, quiz._id, ['5%', '2025', '1%'])).json()).toMatchObject({ score: 0 });
  });

  it('shows each member best score, latest first, paged and searchable, owned members only', async () => {
    const quiz = await buildQuiz(t, superToken);
    const a = await buildAcceptedBroker(t, superToken, admin.admin._id, { name: 'Amr Best' });
    const other = await buildAdmin(t, superToken, 'Other admin');
    const b = await buildAcceptedBroker(t, superToken, other.admin._id, { name: 'Basma Other' });
    for (const answers of [['5%', '2025', '1%'], threeQuestions.answers]) {
      await start(a.token, quiz._id);
      later(1);
      await submit(a.token, quiz._id, answers);
    }
    await start(b.token, quiz._id);
    later(1);
    await submit(b.token, quiz._id, ['10%', '2025', '1%']);
    const all = (await call(t, 'GET', `/api/quiz/${quiz._id}/attempts`, { token: superToken })).json();
    expect(all.items.map((row: { user_id: { name: string } }) => row.user_id.name)).toEqual([
      'Basma Other',
      'Amr Best',
    ]);
    expect(all.items[1]).toMatchObject({ attempts: 2, best_score: 100 });
    expect(all.items[0]).toMatchObject({ attempts: 1, best_score: 33.3 });
    const mine = (await call(t, 'GET', `/api/quiz/${quiz._id}/attempts`, { token: admin.token })).json();
    expect(mine.items.map((row: { user_id: { name: string } }) => row.user_id.name)).toEqual(['Amr Best']);
    const search = await call(t, 'GET', `/api/quiz/${quiz._id}/attempts?search=basma`, { token: superToken });
    expect(search.json().total).toBe(1);
    const beyond = await call(t, 'GET', `/api/quiz/${quiz._id}/attempts?page=2`, { token: superToken });
    expect(beyond.json()).toMatchObject({ items: [], page: 2, pages: 1, total: 2 });
  });

  it('refuses a wrong number of answers, unknown quizzes, other member types and callers without a token', async () => {
    const quiz = await buildQuiz(t, superToken);
    const { token } = await broker();
    await start(token, quiz._id);
    const short = await submit(token, quiz._id, ['10%']);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Send one answer for each of the 3 questions');
    expect(
      (await call(t, 'POST', `/api/app/quizzes/${quiz._id}/submit`, { token, body: {} })).statusCode,
    ).toBe(400);
    expect((await start(token, randomUUID())).statusCode).toBe(404);
    expect((await submit(token, randomUUID(), [])).statusCode).toBe(404);
    const client = await buildMember(t, { user_type: 'Client' });
    const refused = await start(client.token, quiz._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Quizzes are for brokers');
    expect((await call(t, 'GET', '/api/app/quizzes', { token: client.token })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/app/quizzes')).statusCode).toBe(401);
    expect((await start(superToken, quiz._id)).statusCode).toBe(401);
  });
});

describe('the answers never leave through /api/app', () => {
  it('finds no correct answer list in any reply of the apps API about quizzes', async () => {
    const quiz = await buildQuiz(t, superToken, {
      ...threeQuestions,
      name: 'Secret answers',
      questions: threeQuestions.questions.map((question, index) => ({
        ...question,
        choices: question.choices.map((choice) => `${choice}-${index}`),
      })),
      answers: threeQuestions.answers.map((answer, index) => `${answer}-${index}`),
    });
    const { token } = await broker();
    const replies = [
      await call(t, 'GET', '/api/app/quizzes', { token }),
      await start(token, quiz._id),
      await submit(token, quiz._id, ['x', 'y', 'z']),
      await call(t, 'GET', '/api/app/team', { token }),
      await call(t, 'GET', '/api/app/trainings', { token }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.body).not.toMatch(/"answers?"\s*:/);
      expect(reply.body).not.toContain(JSON.stringify(['10%-0', '2027-1', '3%-2']));
    }
    const listed = replies[0]?.json().quizzes.find((one: { _id: string }) => one._id === quiz._id);
    expect(Object.keys(listed).sort()).toEqual(['_id', 'createdAt', 'name', 'question_count', 'time']);
    expect(Object.keys(replies[1]?.json().quiz.questions[0]).sort()).toEqual(['Q', 'choices']);
    // Every /api/app route that could carry a quiz is among those called above.
    const appQuizRoutes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/app/quizzes'));
    expect(appQuizRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/app/quizzes',
      'POST /api/app/quizzes/:id/start',
      'POST /api/app/quizzes/:id/submit',
    ]);
  });
});
