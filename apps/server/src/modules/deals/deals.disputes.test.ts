import { cilPaths } from '@simsar/contract/cil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBroker,
  buildProject,
  buildSubmission,
  submissionFields,
  submitAs,
} from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { movingClock } from '../../../test/moving-clock.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';

// Introduction protection and its disputes (docs/decisions/540), through the apps' filing calls and
// the Disputes queue's console calls, on a clock the test moves.
const { clock, later } = movingClock('2026-03-01T08:00:00Z');
let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let nour: Awaited<ReturnType<typeof buildAdmin>>;
let first: Awaited<ReturnType<typeof buildBroker>>;
let second: Awaited<ReturnType<typeof buildBroker>>;

type Dispute = Record<string, unknown> & { _id: string };

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  nour = await buildAdmin(t, superToken, 'Nour');
  first = await buildBroker(t, superToken, mona.admin._id, 'Sara Broker');
  second = await buildBroker(t, superToken, nour.admin._id, 'Omar Broker');
  await buildProject(t, superToken);
});
afterAll(() => t.close());

const at = (path: string, id: string) => path.replace(':id', id);

/** A CIL of `broker` for the client, accepted by the super admin. */
async function acceptedCil(token: string, fields: Record<string, string>) {
  const cil = await buildSubmission(t, 'cil', token, fields);
  await call(t, 'PUT', at(cilPaths.pending, cil._id), { token: superToken });
  const accepted = await callMultipart(
    t,
    'PUT',
    at(cilPaths.accept, cil._id),
    { admin: 'Sara', contact: '01012345678', image: await imageFile('letter.png') },
    superToken,
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().response as Record<string, unknown> & { _id: string };
}

async function disputes(tab: 'open' | 'settled', token = superToken, search = ''): Promise<Dispute[]> {
  const reply = await call(t, 'GET', `/api/disputes/${tab}?search=${encodeURIComponent(search)}`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().items;
}

const about = (items: Dispute[], client: string) => items.filter((item) => item.client_name === client);

describe('introduction protection', () => {
  it('opens a dispute when another broker files a CIL for a protected client, the phone spelt otherwise', async () => {
    const protecting = await acceptedCil(first.token, {
      client_name: 'Hany Mostafa',
      client_phone: '01098765432',
    });
    expect(protecting.protected_until).toBe('2026-05-30');
    const exported = await call(t, 'GET', '/api/export/cil.accept?format=csv', { token: superToken });
    const line = exported.body.split('\n').find((row) => row.includes('Hany Mostafa'));
    expect(exported.body.split('\n')[0]).toContain('Protected until');
    expect(line).toContain('2026-05-30');
    later(24 * 10);
    const cil = await buildSubmission(t, 'cil', second.token, {
      client_name: 'Hany M.',
      client_phone: '+20 109 876 5432',
    });
    // The second letter is filed as usual, in the national form, and waits in New.
    expect(cil).toMatchObject({ status: 'new', client_phone: '01098765432', protected_until: null });
    const [dispute, ...more] = about(await disputes('open'), 'Hany M.');
    expect(more).toEqual([]);
    expect(dispute).toMatchObject({
      status: 'non_done',
      user_id: expect.objectContaining({ name: 'Omar Broker' }),
      first_broker: 'Sara Broker',
      second_broker: 'Omar Broker',
      developer: 'Palm Hills Developments',
      first_introduced_on: '2026-03-01',
      protected_until: '2026-05-30',
      days_left: '80',
    });
    expect(dispute?.decided_for).toBeUndefined();
  });

  it('matches the client by national ID on a form with another phone', async () => {
    await acceptedCil(first.token, {
      client_name: 'Laila Hassan',
      client_phone: '01011111111',
      client_national_id: '29001011234567',
    });
    const form = await buildSubmission(t, 'form', second.token, {
      client_name: 'Laila H.',
      client_phone: '01222222222',
      client_national_id: '2900101 1234567',
    });
    // The later form names the first introducer.
    expect(form.first_introducer).toMatchObject({ broker: 'Sara Broker' });
    // Its card in the console's New list names them too; the export, whose file has no such
    // column, reads its rows without that look-up (docs/decisions/573) and still holds the form.
    const page = await call(t, 'GET', '/api/form/new?search=Laila', { token: superToken });
    expect(page.json().items).toEqual([
      expect.objectContaining({
        client_name: 'Laila H.',
        first_introducer: expect.objectContaining({ broker: 'Sara Broker' }),
      }),
    ]);
    const file = await call(t, 'GET', '/api/export/form.new?format=csv&search=Laila', { token: superToken });
    expect(file.statusCode).toBe(200);
    expect(file.body.trim().split('\r\n')).toEqual([expect.any(String), expect.stringContaining('Laila H.')]);
    expect(about(await disputes('open'), 'Laila H.')).toEqual([
      expect.objectContaining({ first_broker: 'Sara Broker', second_broker: 'Omar Broker' }),
    ]);
    // A national ID whose structure fails is refused with its message.
    const bad = await submitAs(
      t,
      'form',
      second.token,
      submissionFields({ client_national_id: '29013011234567' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      client_national_id: 'This national ID holds an impossible birth date',
    });
  });

  it('opens none for an introduction not accepted, the same broker, or another developer', async () => {
    await buildSubmission(t, 'cil', first.token, { client_name: 'Nabil New', client_phone: '01033333333' });
    await buildSubmission(t, 'cil', second.token, { client_name: 'Nabil New', client_phone: '01033333333' });
    await acceptedCil(first.token, { client_name: 'Samy Same', client_phone: '01044444444' });
    await buildSubmission(t, 'deal', first.token, { client_name: 'Samy Same', client_phone: '01044444444' });
    await buildSubmission(t, 'cil', second.token, {
      client_name: 'Samy Other',
      client_phone: '01044444444',
      developer: 'Emaar Misr',
    });
    const open = await disputes('open');
    expect(about(open, 'Nabil New')).toEqual([]);
    expect(about(open, 'Samy Same')).toEqual([]);
    expect(about(open, 'Samy Other')).toEqual([]);
  });

  it("shows a dispute to the second broker's admin only, and lets only super admins decide", async () => {
    await acceptedCil(first.token, { client_name: 'Karim Seen', client_phone: '01055555555' });
    await buildSubmission(t, 'cil', second.token, { client_name: 'Karim Seen', client_phone: '01055555555' });
    const [dispute] = about(await disputes('open', nour.token), 'Karim Seen');
    expect(dispute).toBeDefined();
    expect(about(await disputes('open', mona.token), 'Karim Seen')).toEqual([]);
    const id = (dispute as Dispute)._id;
    const refused = await call(t, 'PUT', `/api/disputes/keep_first/${id}`, { token: nour.token });
    expect(refused.statusCode).toBe(403);
    // The broker's own requests in the app do not list it.
    const mine = (await call(t, 'GET', '/api/app/requests', { token: second.token })).json().items;
    expect(mine).toEqual([]);
  });

  it('settles a dispute once: Keep first, Give to second, or Split with the share', async () => {
    const clients = ['Kept Client', 'Given Client', 'Split Client'];
    for (const [index, client] of clients.entries()) {
      const phone = `0106666666${index}`;
      await acceptedCil(first.token, { client_name: client, client_phone: phone });
      await buildSubmission(t, 'cil', second.token, { client_name: client, client_phone: phone });
    }
    const open = await disputes('open');
    const idOf = (client: string) => (about(open, client)[0] as Dispute)._id;
    const kept = await call(t, 'PUT', `/api/disputes/keep_first/${idOf('Kept Client')}`, {
      token: superToken,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const again = await call(t, 'PUT', `/api/disputes/give_to_second/${idOf('Kept Client')}`, {
      token: superToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This dispute is already settled');
    await call(t, 'PUT', `/api/disputes/give_to_second/${idOf('Given Client')}`, { token: superToken });
    const noShare = await call(t, 'PUT', `/api/disputes/split/${idOf('Split Client')}`, {
      token: superToken,
      body: {},
    });
    expect(noShare.statusCode).toBe(400);
    expect(noShare.json().fields).toEqual({ first_share: "Enter the first broker's share in percent" });
    const split = await call(t, 'PUT', `/api/disputes/split/${idOf('Split Client')}`, {
      token: superToken,
      body: { first_share: 60 },
    });
    expect(split.statusCode, split.body).toBe(200);
    const settled = await disputes('settled');
    expect(
      Object.fromEntries(clients.map((client) => [client, about(settled, client)[0]?.decided_for])),
    ).toEqual({
      'Kept Client': 'Sara Broker',
      'Given Client': 'Omar Broker',
      'Split Client': 'Sara Broker 60%, Omar Broker 40%',
    });
    expect(about(await disputes('open'), 'Kept Client')).toEqual([]);
  });

  it('opens none once the protection has run out (the developer names its own days)', async () => {
    const created = await call(t, 'POST', '/api/developers', {
      token: superToken,
      body: { name_en: 'Short Protection Co', name_ar: 'شركة حماية قصيرة', protection_days: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fields = {
      client_name: 'Expired Client',
      client_phone: '01077777777',
      developer: 'short protection co',
    };
    const protecting = await acceptedCil(first.token, { ...fields, developer: 'Short Protection Co' });
    expect(protecting.protected_until).toBe('2026-03-13');
    later(24 * 2 + 1);
    await buildSubmission(t, 'cil', second.token, fields);
    expect(about(await disputes('open'), 'Expired Client')).toEqual([]);
  });

  it("protects for System's days where the developer names none, set by super admins only", async () => {
    const cil = await acceptedCil(first.token, {
      client_name: 'System Days Client',
      client_phone: '01066666666',
      developer: 'No Record Developer',
    });
    const days = (value: unknown, token = superToken) =>
      call(t, 'PUT', '/api/system/protection_days', { token, body: { days: value } });
    expect((await days(5, mona.token)).statusCode).toBe(403);
    const wrong = await days(0);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Protection days must be a whole number from 1 to 3650');
    const saved = await days(5);
    expect(saved.json()).toEqual({ message: 'Saved', days: 5 });
    expect((await call(t, 'GET', '/api/system/', { token: superToken })).json().protection_days).toBe(5);

    const reread = await call(t, 'GET', at(cilPaths.detail, cil._id), { token: superToken });
    const dayMs = 86_400_000;
    const until = (value: unknown) => Date.parse(`${value}T00:00:00Z`);
    expect(until(reread.json().response.protected_until)).toBe(until(cil.protected_until) - 85 * dayMs);
    const listed = await call(t, 'GET', '/api/developers?search=Short', { token: mona.token });
    expect(listed.json().items[0]).toMatchObject({ protection_days: 2, protection_days_in_force: 2 });
    const plain = await call(t, 'POST', '/api/developers', {
      token: superToken,
      body: { name_en: 'Plain Days Co', name_ar: 'شركة أيام عادية' },
    });
    expect(plain.json().developer).toMatchObject({ protection_days: null, protection_days_in_force: 5 });
    await days(90);
  });
});
