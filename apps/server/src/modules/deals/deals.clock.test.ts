import { formatWaited } from '@simsar/contract/requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call } from '../../../test/harness.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';
import { useClockTestApp } from '../../../test/work-week.ts';

// Forms, deals and CIL keep the same service clocks as the request queues (decision 082), on a clock
// the tests move: no sleeping.
const { t, later } = useClockTestApp();
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
let broker: Awaited<ReturnType<typeof buildBroker>>;
beforeAll(async () => {
  await buildProject(t, t.superToken);
  ordinary = await buildAdmin(t, t.superToken);
  broker = await buildBroker(t, t.superToken, ordinary.admin._id);
});

type Card = { _id: string; waited_minutes: number; overdue: boolean };
const summary = async (token = t.superToken) =>
  (await call(t, 'GET', '/api/admin/summary', { token })).json();
const cards = async (path: string): Promise<Card[]> =>
  (await call(t, 'GET', path, { token: t.superToken })).json().items;
const ids = (list: Card[]) => list.map((card) => card._id);
const settings = { taxes: 1, app_taxes: 1, active_users: 1, forms: 1, free_broker_discount: 1 };
let phone = 0;
const client = () => ({ client_phone: `0122${String(++phone).padStart(7, '0')}` });

const kinds = [
  { kind: 'form', api: '/api/form', summary: 'forms', pending: '/api/form/pending_form/' },
  { kind: 'deal', api: '/api/deal', summary: 'deals', pending: '/api/deal/pending_deal/' },
  { kind: 'cil', api: '/api/cil', summary: 'cil', pending: '/api/cil/pending_cil/' },
] as const;

describe('service clocks of forms, deals and CIL', () => {
  for (const queue of kinds) {
    it(`${queue.kind}: new and pending oldest first with the wait, overdue past 24 hours, counted on home`, async () => {
      const before = (await summary()).overdue[queue.summary];
      const first = await buildSubmission(t, queue.kind, broker.token, client());
      later(3);
      const second = await buildSubmission(t, queue.kind, broker.token, client());
      const fresh = await cards(`${queue.api}/new`);
      expect(ids(fresh).filter((id) => id === first._id || id === second._id)).toEqual([
        first._id,
        second._id,
      ]);
      expect(fresh.find((card) => card._id === first._id)).toMatchObject({
        waited_minutes: 180,
        overdue: false,
      });
      expect((await summary()).overdue[queue.summary]).toBe(before);

      later(21.5); // first: 24.5 h, second: 21.5 h
      const waited = await cards(`${queue.api}/new`);
      expect(waited.find((card) => card._id === first._id)).toMatchObject({
        overdue: true,
        waited_minutes: 24.5 * 60,
      });
      expect(waited.find((card) => card._id === second._id)).toMatchObject({ overdue: false });
      expect((await summary()).overdue[queue.summary]).toBe(before + 1);
      // The ordinary admin the broker belongs to counts it too.
      expect((await summary(ordinary.token)).overdue[queue.summary]).toBe(before + 1);

      // Pending is a to-do tab too: still waiting since it was sent, oldest first.
      for (const item of [second, first]) {
        const moved = await call(t, 'PUT', `${queue.pending}${item._id}`, { token: t.superToken });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const pending = await cards(`${queue.api}/pending`);
      expect(ids(pending)).toEqual([first._id, second._id]);
      expect(pending[0]).toMatchObject({ overdue: true, waited_minutes: 24.5 * 60 });
      expect(formatWaited(pending[0]?.waited_minutes ?? 0)).toBe('24 working hours');
    });
  }

  it('lists accepted items newest first by when they moved, with the wait before moving, never overdue', async () => {
    const a = await buildSubmission(t, 'form', broker.token, client());
    const b = await buildSubmission(t, 'form', broker.token, client());
    for (const item of [a, b])
      await call(t, 'PUT', `/api/form/pending_form/${item._id}`, { token: t.superToken });
    later(30);
    const accept = (id: string) =>
      call(t, 'PUT', `/api/form/update/${id}`, { token: t.superToken, body: { date: '2026-04-01' } });
    expect((await accept(a._id)).statusCode).toBe(200);
    later(1);
    expect((await accept(b._id)).statusCode).toBe(200);
    later(100);
    const accepted = await cards('/api/form/accept');
    expect(ids(accepted).slice(0, 2)).toEqual([b._id, a._id]);
    expect(accepted[0]).toMatchObject({ waited_minutes: 31 * 60, overdue: false });
    expect(accepted[1]).toMatchObject({ waited_minutes: 30 * 60, overdue: false });

    const c = await buildSubmission(t, 'cil', broker.token, client());
    await call(t, 'PUT', `/api/cil/pending_cil/${c._id}`, { token: t.superToken });
    later(2);
    const decided = await callMultipart(
      t,
      'PUT',
      `/api/cil/accept/${c._id}`,
      { admin: 'Sara', contact: '01012345678', image: await imageFile('letter.png') },
      t.superToken,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await cards('/api/cil/accept'))[0]).toMatchObject({
      _id: c._id,
      waited_minutes: 120,
      overdue: false,
    });
  });

  it("follows each queue's target hours from the system settings, refused outside 1 to 8760", async () => {
    for (const queue of kinds) expect((await summary()).overdue[queue.summary]).toBeGreaterThan(0);
    const target = await call(t, 'PUT', '/api/system/update', {
      token: t.superToken,
      body: { ...settings, request_target_hours: { form: 500, deal: 500, cil: 500 } },
    });
    expect(target.statusCode, target.body).toBe(200);
    expect(target.json().request_target_hours).toMatchObject({
      form: 500,
      deal: 500,
      cil: 500,
      feedback: 24,
    });
    for (const queue of kinds) {
      const list = await cards(`${queue.api}/pending`);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((card) => !card.overdue)).toBe(true);
      expect((await summary()).overdue[queue.summary]).toBe(0);
    }
    for (const [value, message] of [
      [0, 'At least 1'],
      [8761, 'At most 8760'],
      [1.5, 'Enter a whole number'],
    ] as const) {
      const refused = await call(t, 'PUT', '/api/system/update', {
        token: t.superToken,
        body: { ...settings, request_target_hours: { cil: value } },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ 'request_target_hours.cil': message });
    }
    const read = await call(t, 'GET', '/api/system/', { token: t.superToken });
    expect(read.json().request_target_hours.cil).toBe(500);
  });

  it("keeps the broker's own list newest first, without a clock", async () => {
    const mine = await call(t, 'GET', '/api/app/forms', { token: broker.token });
    const items = mine.json().items as (Card & { createdAt: string })[];
    const times = items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(items[0]).not.toHaveProperty('waited_minutes');
  });
});
