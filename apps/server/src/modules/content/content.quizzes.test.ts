import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threeQuestions } from '../../../test/content-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let superToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  adminToken = (await buildAdmin(t, superToken)).token;
});
afterAll(() => t.close());

async function createQuiz(body: object = threeQuestions) {
  const reply = await call(t, 'POST', '/api/quiz/create', { token: superToken, body });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().quiz;
}

describe('quizzes in the console', () => {
  it('creates quizzes and lists them newest first with their answers and results', async () => {
    const first = await createQuiz({ ...threeQuestions, name: 'First' });
    const second = await createQuiz({ ...threeQuestions, name: 'Second' });
    expect(second).toMatchObject({ name: 'Second', time: 10, answers: threeQuestions.answers, attempts: 0 });
    const list = await call(t, 'GET', '/api/quiz', { token: adminToken });
    expect(list.statusCode).toBe(200);
    const ids = list.json().quizzes.map((quiz: { _id: string }) => quiz._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
  });

  it("refuses an invalid quiz with the spec's messages", async () => {
    const empty = await call(t, 'POST', '/api/quiz/create', { token: superToken, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      name: 'Quiz name is required',
      time: 'Quiz time is required',
    });
    const blanks = await call(t, 'POST', '/api/quiz/create', {
      token: superToken,
      body: {
        name: 'Q',
        time: 5,
        questions: [
          { Q: '', choices: ['a', '', 'c', 'd'] },
          { Q: 'Two', choices: ['a', 'b', 'c', 'd'] },
        ],
        answers: ['a', ''],
      },
    });
    expect(blanks.statusCode).toBe(400);
    expect(blanks.json().fields).toMatchObject({
      'questions.0.Q': 'Question 1 is required',
      'questions.0.choices.1': 'Answer 2 of question 1 is required',
      'questions.1.answer': 'Choose the correct answer of question 2',
    });
    const wrong = await call(t, 'POST', '/api/quiz/create', {
      token: superToken,
      body: {
        name: 'Q',
        time: 1.5,
        questions: [
          { Q: 'One', choices: ['a', 'a', 'c', 'd'] },
          { Q: 'Two', choices: ['a', 'b', 'c'] },
          { Q: 'Three', choices: ['a', 'b', 'c', 'd'] },
        ],
        answers: ['a', 'a', 'z'],
      },
    });
    expect(wrong.json().fields).toMatchObject({
      time: 'Quiz time must be a whole number of minutes, 1 to 600',
      'questions.0.choices': 'The answers of question 1 must all differ',
      'questions.1.choices': 'Question 2 must have exactly 4 answers',
      'questions.2.answer': 'The correct answer of question 3 must be one of its answers',
    });
  });

  it('updates the questions and answers (name and time may come too)', async () => {
    const quiz = await createQuiz();
    const reply = await call(t, 'PUT', `/api/quiz/${quiz._id}`, {
      token: superToken,
      body: { questions: threeQuestions.questions.slice(0, 2), answers: ['5%', '2026'], time: 4 },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().quiz).toMatchObject({ name: 'Launch basics', time: 4, answers: ['5%', '2026'] });
    const invalid = await call(t, 'PUT', `/api/quiz/${quiz._id}`, {
      token: superToken,
      body: { questions: [{ Q: '', choices: ['a', 'b', 'c', 'd'] }], answers: ['a'] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Question 1 is required');
  });

  it('deletes a quiz; an unknown or already deleted one answers 404', async () => {
    const quiz = await createQuiz();
    expect((await call(t, 'DELETE', `/api/quiz/${quiz._id}`, { token: superToken })).statusCode).toBe(200);
    const again = await call(t, 'DELETE', `/api/quiz/${quiz._id}`, { token: superToken });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This quiz does not exist');
    const update = await call(t, 'PUT', `/api/quiz/${randomUUID()}`, {
      token: superToken,
      body: threeQuestions,
    });
    expect(update.statusCode).toBe(404);
    const results = await call(t, 'GET', `/api/quiz/${randomUUID()}/attempts`, { token: adminToken });
    expect(results.statusCode).toBe(404);
  });

  it('keeps changes to super admins (403) and everything to signed-in admins (401)', async () => {
    const quiz = await createQuiz();
    const as = { token: adminToken };
    expect((await call(t, 'POST', '/api/quiz/create', { ...as, body: threeQuestions })).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/quiz/${quiz._id}`, { ...as, body: threeQuestions })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'DELETE', `/api/quiz/${quiz._id}`, as)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/quiz')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/quiz/create', { body: threeQuestions })).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/quiz/${quiz._id}/attempts`)).statusCode).toBe(401);
  });
});
