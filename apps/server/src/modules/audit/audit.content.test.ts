import type { AuditEntry } from '@simsar/contract/audit';
import { submissionPaths } from '@simsar/contract/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuiz, threeQuestions } from '../../../test/content-builders.ts';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import {
  adminIdOf,
  buildAdmin,
  call,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';

// The content library's changes: each create, update and delete in GET /api/audit.
let t: TestApp;
let superToken: string;
let superId: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  superId = await adminIdOf(t, superToken);
});
afterAll(() => t.close());

/** The item's content entries, oldest first. */
async function historyOf(item: string): Promise<AuditEntry[]> {
  const reply = await call(t, 'GET', `/api/audit?kind=content&item=${item}`, { token: superToken });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().items as AuditEntry[]).slice().reverse();
}

const bySuper = () => ({ admin_id: superId, admin_name: 'Super admin', kind: 'content' });
const expectOk = (reply: { statusCode: number; body: string }, status = 200) =>
  expect(reply.statusCode, reply.body).toBe(status);

describe('content library', () => {
  it('team member: create, update and delete, with the changed fields', async () => {
    const fields = {
      name: 'Salma Adel',
      age: '31',
      profession: 'Sales coach',
      experience: '8',
      strength: 'New Capital launches',
      phone: '01012345678',
      whatsapp: '01112345678',
    };
    const created = await callMultipart(
      t,
      'POST',
      '/api/team/create',
      { ...fields, image: await imageFile() },
      superToken,
    );
    expectOk(created, 201);
    const id = created.json().response._id;
    expectOk(
      await callMultipart(t, 'PUT', `/api/team/update/${id}`, { ...fields, name: 'Salma A.' }, superToken),
    );
    expectOk(await call(t, 'DELETE', `/api/team/delete/${id}`, { token: superToken }));
    const history = await historyOf(id);
    expect(history.map((entry) => entry.action)).toEqual([
      'create_team_member',
      'update_team_member',
      'delete_team_member',
    ]);
    for (const entry of history) expect(entry).toMatchObject({ ...bySuper(), item_id: id });
    expect(history[0]).toMatchObject({ before: null, after: { name: 'Salma Adel' } });
    expect(history[0]?.after?.image).toEqual(expect.stringMatching(/^public\//));
    expect(history[1]).toMatchObject({ before: { name: 'Salma Adel' }, after: { name: 'Salma A.' } });
    expect(Object.keys(history[1]?.after ?? {})).toEqual(['name']);
    expect(history[2]).toMatchObject({ before: { name: 'Salma A.' }, after: null });
  });

  it('quiz: create, update and delete', async () => {
    const quiz = await buildQuiz(t, superToken);
    const updated = await call(t, 'PUT', `/api/quiz/${quiz._id}`, {
      token: superToken,
      body: { ...threeQuestions, time: 4 },
    });
    expectOk(updated);
    expectOk(await call(t, 'DELETE', `/api/quiz/${quiz._id}`, { token: superToken }));
    const history = await historyOf(quiz._id);
    expect(history.map((entry) => entry.action)).toEqual(['create_quiz', 'update_quiz', 'delete_quiz']);
    for (const entry of history) expect(entry).toMatchObject({ ...bySuper(), item_id: quiz._id });
    expect(history[1]?.after).toEqual({ time: 4 });
  });

  it('slider: create and delete, listed under the content kind', async () => {
    const created = await callMultipart(
      t,
      'POST',
      '/api/slider/create',
      { user_type: 'Broker', image: await imageFile() },
      superToken,
    );
    expectOk(created, 201);
    const id = created.json().response._id;
    expectOk(await call(t, 'DELETE', `/api/slider/delete/${id}`, { token: superToken }));
    const history = await historyOf(id);
    expect(history.map((entry) => entry.action)).toEqual(['create_slider', 'delete_slider']);
    for (const entry of history) expect(entry).toMatchObject({ ...bySuper(), item_id: id });
    const all = await call(t, 'GET', '/api/audit?kind=content', { token: superToken });
    expectOk(all);
    const items = all.json().items as AuditEntry[];
    expect(items.every((entry) => entry.kind === 'content')).toBe(true);
    expect(items.map((entry) => entry.item_id)).toContain(id);
  });

  it('a refused change leaves no entry', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(t, 'DELETE', `/api/slider/delete/${missing}`, { token: superToken })).statusCode).toBe(
      404,
    );
    expect(await historyOf(missing)).toEqual([]);
  });
});

describe('commission into earnings', () => {
  it('is audited on the broker, with the amount added', async () => {
    const { admin } = await buildAdmin(t, superToken, 'Mona');
    const broker = await buildBroker(t, superToken, admin._id, 'Omar Broker');
    await buildProject(t, superToken);
    const paths = submissionPaths.deal;
    const at = (path: string, id: string) => path.replace(':id', id);
    const item = await buildSubmission(t, 'deal', broker.token);
    expectOk(await call(t, 'PUT', at(paths.pending, item._id), { token: superToken }));
    expectOk(
      await call(t, 'PUT', at(paths.accept, item._id), {
        token: superToken,
        body: { date: '2027-02-01', final_value: '1,000,000' },
      }),
    );
    expectOk(await call(t, 'POST', at(paths.commission, item._id), { token: superToken }));
    const reply = await call(t, 'GET', `/api/audit?kind=user&item=${broker.user._id}`, { token: superToken });
    const [entry] = reply.json().items as AuditEntry[];
    expect(entry).toMatchObject({
      admin_id: superId,
      action: 'add_commission',
      kind: 'user',
      item_id: broker.user._id,
      after: { added: 37500 },
    });
    expect(Number(entry?.after?.earnings) - Number(entry?.before?.earnings)).toBeCloseTo(37500, 2);
  });
});
