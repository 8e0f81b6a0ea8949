import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile, pdfFile } from '../../../test/multipart.ts';
import { storedFiles as storedFilesOf } from '../../../test/stored.ts';

let t: TestApp;
let superToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  adminToken = (await buildAdmin(t, superToken)).token;
});
afterAll(() => t.close());

const fields = {
  name: 'Salma Adel',
  age: '31',
  profession: 'Sales coach',
  experience: '8',
  strength: 'New Capital launches',
  phone: '01012345678',
  whatsapp: '01112345678',
};

async function createMember(overrides: Record<string, string> = {}) {
  const reply = await callMultipart(
    t,
    'POST',
    '/api/team/create',
    { ...fields, ...overrides, image: await imageFile() },
    superToken,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response;
}

const mediaStatus = async (url: string) => (await call(t, 'GET', url)).statusCode;

/** Every stored file (public and private, and half-written ones), to see that refusals keep none. */
const storedFiles = () => storedFilesOf(t);

describe('help team', () => {
  it('creates a member with a photo served at /media and lists the newest first', async () => {
    const first = await createMember({ name: 'First' });
    const second = await createMember({ name: 'Second' });
    expect(second).toMatchObject({ name: 'Second', age: 31, experience: 8, phone: '01012345678' });
    expect(second.image).toMatch(/^\/media\/.+\.png$/);
    expect(await mediaStatus(second.image)).toBe(200);
    const list = await call(t, 'GET', '/api/team/all', { token: adminToken });
    expect(list.statusCode).toBe(200);
    const ids = list.json().response.map((member: { _id: string }) => member._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
  });

  it("refuses missing fields with the spec's messages and keeps no file", async () => {
    const before = await storedFiles();
    const reply = await callMultipart(
      t,
      'POST',
      '/api/team/create',
      { image: await imageFile() },
      superToken,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toMatchObject({
      name: 'Name is required',
      age: 'Age is required',
      profession: 'Profession is required',
      experience: 'Experience is required',
      strength: 'Strength is required',
      phone: 'Phone is required',
      whatsapp: 'WhatsApp is required',
    });
    const noImage = await callMultipart(t, 'POST', '/api/team/create', fields, superToken);
    expect(noImage.json().fields).toEqual({ image: 'Image is required' });
    const bad = await callMultipart(
      t,
      'POST',
      '/api/team/create',
      { ...fields, age: 'old', phone: '0301234', image: await imageFile() },
      superToken,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.phone).toMatch(/starting with 010/);
    expect(bad.json().fields.age).toBeDefined();
    const pdf = await callMultipart(
      t,
      'POST',
      '/api/team/create',
      { ...fields, image: pdfFile() },
      superToken,
    );
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('The image must be a JPG or PNG picture');
    expect(await storedFiles()).toEqual(before);
  });

  it('updates with or without a new image; a new image removes the old file', async () => {
    const member = await createMember();
    const kept = await callMultipart(
      t,
      'PUT',
      `/api/team/update/${member._id}`,
      { ...fields, name: 'Renamed' },
      superToken,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().response).toMatchObject({ name: 'Renamed', image: member.image });
    const replaced = await callMultipart(
      t,
      'PUT',
      `/api/team/update/${member._id}`,
      { ...fields, image: await imageFile('new.jpg', 'jpeg') },
      superToken,
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().response.image).toMatch(/\.jpg$/);
    expect(await mediaStatus(member.image)).toBe(404);
    expect(await mediaStatus(replaced.json().response.image)).toBe(200);
    const invalid = await callMultipart(
      t,
      'PUT',
      `/api/team/update/${member._id}`,
      { ...fields, name: ' ' },
      superToken,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.name).toBe('Name is required');
  });

  it('deletes a member and its photo; a second delete answers 404', async () => {
    const member = await createMember();
    const gone = await call(t, 'DELETE', `/api/team/delete/${member._id}`, { token: superToken });
    expect(gone.statusCode).toBe(200);
    expect(await mediaStatus(member.image)).toBe(404);
    const again = await call(t, 'DELETE', `/api/team/delete/${member._id}`, { token: superToken });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This team member does not exist');
    const before = await storedFiles();
    const update = await callMultipart(
      t,
      'PUT',
      `/api/team/update/${randomUUID()}`,
      { ...fields, image: await imageFile() },
      superToken,
    );
    expect(update.statusCode).toBe(404);
    // The photo that came with the refused update was stored, then removed.
    expect(await storedFiles()).toEqual(before);
  });

  it('lets an ordinary admin read but not change (403), and no one without a session (401)', async () => {
    const member = await createMember();
    const image = await imageFile();
    expect(
      (await callMultipart(t, 'POST', '/api/team/create', { ...fields, image }, adminToken)).statusCode,
    ).toBe(403);
    expect(
      (await callMultipart(t, 'PUT', `/api/team/update/${member._id}`, fields, adminToken)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/team/delete/${member._id}`, { token: adminToken })).statusCode,
    ).toBe(403);
    expect((await callMultipart(t, 'POST', '/api/team/create', { ...fields, image })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/team/all')).statusCode).toBe(401);
  });
});
