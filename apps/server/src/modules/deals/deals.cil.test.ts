import { cilPaths } from '@simsar/contract/cil';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBroker,
  buildProject,
  buildSubmission,
  cilFields,
  submitAs,
} from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile, pdfFile } from '../../../test/multipart.ts';
import { phoneKeyOf } from './deals.phone-key.ts';
import { cils } from './deals.schema.ts';

let t: TestApp;
let superToken: string;
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
let first: Awaited<ReturnType<typeof buildBroker>>;
let second: Awaited<ReturnType<typeof buildBroker>>;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  ordinary = await buildAdmin(t, superToken, 'Mona');
  first = await buildBroker(t, superToken, ordinary.admin._id, 'First Broker');
  second = await buildBroker(t, superToken, ordinary.admin._id, 'Second Broker');
  await buildProject(t, superToken);
});
afterAll(() => t.close());

const at = (path: string, id: string) => path.replace(':id', id);
const decide = async (path: string, id: string, fields: Record<string, string>, token = superToken) =>
  callMultipart(t, 'PUT', at(path, id), { ...fields, image: await imageFile('letter.png') }, token);

describe('CIL pipeline', () => {
  it('moves new -> pending -> accept with admin, contact and image, and tells the broker', async () => {
    const cil = await buildSubmission(t, 'cil', first.token, { client_phone: '01100000001' });
    expect(cil).toMatchObject({ status: 'new', duplicate: null, admin: null, image_type: 'application/pdf' });
    expect((await call(t, 'PUT', at(cilPaths.pending, cil._id), { token: superToken })).statusCode).toBe(200);
    const missing = await callMultipart(t, 'PUT', at(cilPaths.accept, cil._id), {}, superToken);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      admin: 'Admin is required',
      contact: 'Contact is required',
      image: 'Image is required',
    });
    const accepted = await decide(cilPaths.accept, cil._id, { admin: 'Sara', contact: '01012345678' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().response).toMatchObject({
      status: 'accept',
      admin: 'Sara',
      contact: '01012345678',
    });
    expect(accepted.json().response.decision_image).toMatch(/^\/api\/files\//);
    const twice = await decide(cilPaths.accept, cil._id, { admin: 'Sara', contact: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This CIL is already accept');
    const notes = (await call(t, 'GET', '/api/app/notifications', { token: first.token })).json().response;
    expect(notes.map((n: { text: string }) => n.text.split('\n')[0])).toEqual([
      'Your CIL for Hany Mostafa (Palm Hills New Cairo) is accepted',
      'Your CIL for Hany Mostafa (Palm Hills New Cairo) is pending review',
    ]);
  });

  it("rejects only from pending, keeping the image with admin and contact 'N/A'", async () => {
    const cil = await buildSubmission(t, 'cil', first.token, { client_phone: '01100000002' });
    const early = await decide(cilPaths.reject, cil._id, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This CIL is already new');
    await call(t, 'PUT', at(cilPaths.pending, cil._id), { token: superToken });
    const rejected = await decide(cilPaths.reject, cil._id, {});
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().response).toMatchObject({ status: 'rejected', admin: 'N/A', contact: 'N/A' });
    const mine = (await call(t, 'GET', cilPaths.app, { token: first.token })).json().items;
    expect(mine.find((row: { _id: string }) => row._id === cil._id).status).toBe('rejected');
  });

  it('warns of another broker holding the same client and developer, in the app and the console', async () => {
    const held = await buildSubmission(t, 'cil', first.token, { client_phone: '01077700001' });
    // A new letter holds the client already: the triage of New sees the clash.
    const early = await buildSubmission(t, 'cil', second.token, { client_phone: '01077700001' });
    expect(early.duplicate).toMatchObject({ _id: held._id, broker: 'First Broker', status: 'new' });
    await call(t, 'PUT', at(cilPaths.pending, held._id), { token: superToken });
    const reply = await submitAs(
      t,
      'cil',
      second.token,
      cilFields({ client_phone: '01077700001' }),
      pdfFile(),
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json().response.duplicate).toEqual({
      _id: held._id,
      broker: 'First Broker',
      createdAt: held.createdAt,
      status: 'pending',
    });
    const list = (await call(t, 'GET', '/api/cil/new', { token: superToken })).json().items;
    const later = list.find((row: { _id: string }) => row._id === reply.json().response._id);
    expect(later.duplicate?._id).toBe(held._id);
    // The same broker again, or another developer, is no duplicate.
    await buildSubmission(t, 'cil', first.token, { client_phone: '01077700003' });
    const own = await buildSubmission(t, 'cil', first.token, { client_phone: '01077700003' });
    expect(own.duplicate).toBeNull();
    const other = await buildSubmission(t, 'cil', second.token, {
      client_phone: '01077700001',
      developer: 'Emaar Misr',
    });
    expect(other.duplicate).toBeNull();
  });

  it('warns of the same client by national ID when the phones differ', async () => {
    const held = await buildSubmission(t, 'cil', first.token, {
      client_phone: '01077700021',
      client_national_id: '29106151234567',
    });
    const again = await buildSubmission(t, 'cil', second.token, {
      client_phone: '01077700022',
      client_national_id: '29106151234567',
    });
    expect(again.duplicate).toMatchObject({ _id: held._id, broker: 'First Broker' });
    // Another ID, or none, on another phone: no clash.
    const otherId = await buildSubmission(t, 'cil', second.token, {
      client_phone: '01077700023',
      client_national_id: '29106151234568',
    });
    expect(otherId.duplicate).toBeNull();
    const noId = await buildSubmission(t, 'cil', second.token, { client_phone: '01077700024' });
    expect(noId.duplicate).toBeNull();
  });

  it("a page of the queue names each letter's own duplicate, within the window (180 days) and whatever the developer's case", async () => {
    // Held by the first broker: one now, one 181 days ago (outside the window).
    const held = await buildSubmission(t, 'cil', first.token, { client_phone: '01077700011' });
    const old = await buildSubmission(t, 'cil', first.token, { client_phone: '01077700012' });
    await t.db
      .update(cils)
      .set({ createdAt: new Date(Date.now() - 181 * 24 * 60 * 60 * 1000) })
      .where(eq(cils.id, old._id));
    const clash = await buildSubmission(t, 'cil', second.token, {
      client_phone: '01077700011',
      developer: 'PALM HILLS DEVELOPMENTS',
    });
    const late = await buildSubmission(t, 'cil', second.token, { client_phone: '01077700012' });
    const alone = await buildSubmission(t, 'cil', second.token, { client_phone: '01077700013' });
    const list = (await call(t, 'GET', '/api/cil/new', { token: superToken })).json().items;
    const duplicateOf = (id: string) =>
      list.find((row: { _id: string }) => row._id === id)?.duplicate?._id ?? null;
    expect(duplicateOf(clash._id)).toBe(held._id);
    expect(duplicateOf(late._id)).toBeNull();
    expect(duplicateOf(alone._id)).toBeNull();
    expect(duplicateOf(held._id)).toBeNull();
  });

  it('a rejected letter holds nobody', async () => {
    const dropped = await buildSubmission(t, 'cil', first.token, { client_phone: '01077700002' });
    await call(t, 'PUT', at(cilPaths.pending, dropped._id), { token: superToken });
    const rejected = await decide(cilPaths.reject, dropped._id, {});
    expect(rejected.statusCode).toBe(200);
    const after = await buildSubmission(t, 'cil', second.token, { client_phone: '01077700002' });
    expect(after.duplicate).toBeNull();
  });

  it('compares client phones in one normal form', () => {
    expect(phoneKeyOf('+20 100 123 4567')).toBe('01001234567');
    expect(phoneKeyOf('0020-1001234567')).toBe('01001234567');
    expect(phoneKeyOf('01001234567')).toBe('01001234567');
  });

  it('answers 400, 401, 404 as it should', async () => {
    const bad = await submitAs(t, 'cil', first.token, cilFields({ sales_phone: '123' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ sales_phone: 'Enter the sales phone like 01012345678' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call(t, 'PUT', at(cilPaths.pending, unknown), { token: superToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('CIL not found');
    expect((await call(t, 'GET', cilPaths.app)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/cil/new')).statusCode).toBe(401);
  });
});
