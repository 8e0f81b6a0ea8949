import { call, type TestApp } from './harness.ts';

/** A valid quiz of three questions, each with four choices and its answer. */
export const threeQuestions = {
  name: 'Launch basics',
  time: 10,
  questions: [
    { Q: 'Down payment of Zed?', choices: ['5%', '10%', '15%', '20%'] },
    { Q: 'Delivery of Mivida?', choices: ['2025', '2026', '2027', '2028'] },
    { Q: 'Commission cap?', choices: ['1%', '2%', '3%', '4%'] },
  ],
  answers: ['10%', '2027', '3%'],
};

/** Creates a quiz through the API as the super admin. */
export async function buildQuiz(t: TestApp, superToken: string, body: object = threeQuestions) {
  const reply = await call(t, 'POST', '/api/quiz/create', { token: superToken, body });
  if (reply.statusCode !== 201) throw new Error(`quiz create failed: ${reply.statusCode} ${reply.body}`);
  return reply.json().quiz as { _id: string; name: string; time: number };
}
