import { cilPaths } from '@simsar/contract/cil';
import { submissionPaths } from '@simsar/contract/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBroker,
  buildProject,
  buildSubmission,
  submissionFields,
  submitAs,
} from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildMember } from '../../../test/members.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';

let t: TestApp;
let superToken: string;
let mine: Awaited<ReturnType<typeof buildAdmin>>;
let theirs: Awaited<ReturnType<typeof buildAdmin>>;
let myBroker: Awaited<ReturnType<typeof buildBroker>>;
let theirBroker: Awaited<ReturnType<typeof buildBroker>>;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mine = await buildAdmin(t, superToken, 'Mona');
  theirs = await buildAdmin(t, superToken, 'Karim');
  myBroker = await buildBroker(t, superToken, mine.admin._id, 'Mine Broker');
  theirBroker = await buildBroker(t, superToken, theirs.admin._id, 'Theirs Broker');
  await buildProject(t, superToken);
});
afterAll(() => t.close());

const at = (path: string, id: string) => path.replace(':id', id);
const idsOf = (reply: { json: () => { items: { _id: string }[] } }) =>
  reply.json().items.map((row) => row._id);

describe('one outcome per item', () => {
  it('gives 20 concurrent accepts of one pending deal exactly one 200 and nineteen 409', async () => {
    const deal = await buildSubmission(t, 'deal', myBroker.token);
    await call(t, 'PUT', at(submissionPaths.deal.pending, deal._id), { token: superToken });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, 'PUT', at(submissionPaths.deal.accept, deal._id), {
          token: superToken,
          body: { date: '2027-03-01' },
        }),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const notes = (await call(t, 'GET', '/api/app/notifications', { token: myBroker.token })).json().response;
    expect(notes.filter((n: { text: string }) => n.text.includes('is accepted'))).toHaveLength(1);
  });

  it('lets an accept racing a reject have one outcome', async () => {
    const form = await buildSubmission(t, 'form', myBroker.token);
    await call(t, 'PUT', at(submissionPaths.form.pending, form._id), { token: superToken });
    const [accept, reject] = await Promise.all([
      call(t, 'PUT', at(submissionPaths.form.accept, form._id), {
        token: superToken,
        body: { date: '2027-03-01' },
      }),
      call(t, 'DELETE', at(submissionPaths.form.reject, form._id), { token: superToken }),
    ]);
    expect([accept?.statusCode, reject?.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('who may submit', () => {
  it('refuses a pending, banned or removed broker with 403 saying why, and non-brokers', async () => {
    const pending = await buildMember(t, { user_type: 'Broker' });
    const banned = await buildBroker(t, superToken, mine.admin._id);
    await call(t, 'PUT', `/api/user/ban/${banned.user._id}`, {
      token: superToken,
      body: { reason: 'Broke the rules' },
    });
    const removed = await buildBroker(t, superToken, mine.admin._id);
    await call(t, 'PUT', `/api/user/removed/${removed.user._id}`, { token: superToken });
    const client = await buildMember(t, { user_type: 'Client' });
    const cases = [
      [pending.token, 'Your account is waiting for approval'],
      [banned.token, 'Your account is banned'],
      [removed.token, 'Your account has been removed'],
      [client.token, 'Only brokers can do this'],
    ] as const;
    for (const [token, message] of cases) {
      for (const path of ['/api/app/forms', '/api/app/deals', '/api/app/cil']) {
        const list = await call(t, 'GET', path, { token });
        expect(list.statusCode, path).toBe(403);
        expect(list.json().message).toBe(message);
        const sent = await submitAs(
          t,
          path === '/api/app/forms' ? 'form' : path === '/api/app/deals' ? 'deal' : 'cil',
          token,
          submissionFields(),
        );
        expect(sent.statusCode).toBe(403);
      }
    }
    // Other member calls are as before: an inactive member's session does not count there (401).
    expect((await call(t, 'GET', '/api/app/notifications', { token: banned.token })).statusCode).toBe(401);
    // An admin's token is no broker session.
    expect((await call(t, 'GET', '/api/app/forms', { token: superToken })).statusCode).toBe(401);
  });

  it('shows a broker only their own submissions', async () => {
    const own = await buildSubmission(t, 'form', myBroker.token);
    const other = await buildSubmission(t, 'form', theirBroker.token);
    const list = await call(t, 'GET', '/api/app/forms', { token: myBroker.token });
    expect(idsOf(list)).toContain(own._id);
    expect(idsOf(list)).not.toContain(other._id);
  });
});

describe('an ordinary admin', () => {
  it('gets 403 from every transition, nothing changed', async () => {
    const form = await buildSubmission(t, 'form', myBroker.token);
    const deal = await buildSubmission(t, 'deal', myBroker.token);
    const cil = await buildSubmission(t, 'cil', myBroker.token);
    const calls = [
      call(t, 'PUT', at(submissionPaths.form.pending, form._id), { token: mine.token }),
      call(t, 'PUT', at(submissionPaths.form.accept, form._id), {
        token: mine.token,
        body: { date: '2027-01-01' },
      }),
      call(t, 'DELETE', at(submissionPaths.form.reject, form._id), { token: mine.token }),
      call(t, 'POST', at(submissionPaths.form.commission, form._id), { token: mine.token }),
      call(t, 'PUT', at(submissionPaths.deal.pending, deal._id), { token: mine.token }),
      call(t, 'PUT', at(submissionPaths.deal.accept, deal._id), {
        token: mine.token,
        body: { date: '2027-01-01' },
      }),
      call(t, 'DELETE', at(submissionPaths.deal.reject, deal._id), { token: mine.token }),
      call(t, 'POST', at(submissionPaths.deal.commission, deal._id), { token: mine.token }),
      call(t, 'PUT', at(cilPaths.pending, cil._id), { token: mine.token }),
      callMultipart(
        t,
        'PUT',
        at(cilPaths.accept, cil._id),
        { admin: 'a', contact: 'b', image: await imageFile() },
        mine.token,
      ),
      callMultipart(t, 'PUT', at(cilPaths.reject, cil._id), { image: await imageFile() }, mine.token),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe('Only a super admin can do this');
    }
    for (const [path, id] of [
      [submissionPaths.form.detail, form._id],
      [submissionPaths.deal.detail, deal._id],
      [cilPaths.detail, cil._id],
    ] as const) {
      expect((await call(t, 'GET', at(path, id), { token: mine.token })).json().response.status).toBe('new');
    }
  });

  it('sees only the items of brokers assigned to them, in lists, details, searches and home counts', async () => {
    const superCounts = (await call(t, 'GET', '/api/admin/summary', { token: superToken })).json();
    const myCounts = (await call(t, 'GET', '/api/admin/summary', { token: mine.token })).json();
    for (const [kind, key, list, detail] of [
      ['form', 'forms', '/api/form/new', submissionPaths.form.detail],
      ['deal', 'deals', '/api/deal/new', submissionPaths.deal.detail],
      ['cil', 'cil', '/api/cil/new', cilPaths.detail],
    ] as const) {
      const own = await buildSubmission(t, kind, myBroker.token);
      const other = await buildSubmission(t, kind, theirBroker.token);
      const seen = await call(t, 'GET', list, { token: mine.token });
      expect(idsOf(seen)).toContain(own._id);
      expect(idsOf(seen)).not.toContain(other._id);
      expect(idsOf(await call(t, 'GET', list, { token: superToken }))).toContain(other._id);
      const search = await call(t, 'GET', `${list}?search=theirs%20broker`, { token: mine.token });
      expect(search.json().total).toBe(0);
      expect((await call(t, 'GET', at(detail, other._id), { token: mine.token })).statusCode).toBe(404);
      const after = (await call(t, 'GET', '/api/admin/summary', { token: mine.token })).json();
      expect(after[key]).toBe(myCounts[key] + 1);
      const superAfter = (await call(t, 'GET', '/api/admin/summary', { token: superToken })).json();
      expect(superAfter[key]).toBe(superCounts[key] + 2);
    }
  });
});
