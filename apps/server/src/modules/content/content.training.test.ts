import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildMember } from '../../../test/members.ts';
import { callMultipart, imageFile, mp4File } from '../../../test/multipart.ts';

let t: TestApp;
let superToken: string;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  const admin = await buildAdmin(t, superToken);
  adminToken = admin.token;
  adminId = admin.admin._id;
});
afterAll(() => t.close());

const text = { name: 'Closing a deal', description: 'How to close with a client' };

async function createTraining(name = text.name) {
  const reply = await callMultipart(
    t,
    'POST',
    '/api/training/create',
    { ...text, name, video: mp4File() },
    superToken,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response;
}

async function createFranchiseTraining(name = 'Opening a branch') {
  const body = { name, description: 'Step by step', video: 'https://videos.example.com/branch' };
  const reply = await call(t, 'POST', '/api/franchise_training/create', { token: superToken, body });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response;
}

describe('training', () => {
  it('creates a training with an mp4 that plays with range requests, newest first', async () => {
    const first = await createTraining('First');
    const second = await createTraining('Second');
    expect(second.video).toMatch(/^\/media\/.+\.mp4$/);
    const range = await t.app.inject({ method: 'GET', url: second.video, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\//);
    const list = (await call(t, 'GET', '/api/training', { token: adminToken })).json().response;
    const ids = list.map((one: { _id: string }) => one._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
  });

  it('refuses missing fields, a missing video and a video that is not an mp4', async () => {
    const empty = await callMultipart(t, 'POST', '/api/training/create', {}, superToken);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      video: 'Video is required',
    });
    const image = await callMultipart(
      t,
      'POST',
      '/api/training/create',
      { ...text, video: await imageFile() },
      superToken,
    );
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe('The video must be an MP4 file');
  });

  it('updates with a link (the old file is removed), or a new upload, or keeps the video', async () => {
    const training = await createTraining();
    const same = await call(t, 'PUT', `/api/training/update/${training._id}`, {
      token: superToken,
      body: { ...text, name: 'Renamed', video: training.video },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().response).toMatchObject({ name: 'Renamed', video: training.video });
    const upload = await callMultipart(
      t,
      'PUT',
      `/api/training/update/${training._id}`,
      { ...text, video: mp4File() },
      superToken,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const uploaded = upload.json().response.video;
    expect(uploaded).not.toBe(training.video);
    expect((await call(t, 'GET', training.video)).statusCode).toBe(404);
    const link = await call(t, 'PUT', `/api/training/update/${training._id}`, {
      token: superToken,
      body: { ...text, video: 'https://youtu.be/abc' },
    });
    expect(link.json().response.video).toBe('https://youtu.be/abc');
    expect((await call(t, 'GET', uploaded)).statusCode).toBe(404);
    const bad = await call(t, 'PUT', `/api/training/update/${training._id}`, {
      token: superToken,
      body: { ...text, video: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.video).toBe('Enter a link starting with http:// or https://');
    const blank = await call(t, 'PUT', `/api/training/update/${training._id}`, {
      token: superToken,
      body: { name: '', description: '' },
    });
    expect(blank.json().fields).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
    });
    const missing = await call(t, 'PUT', `/api/training/update/${randomUUID()}`, {
      token: superToken,
      body: text,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes either kind with DELETE /api/training/{id} and removes the file; then 404', async () => {
    const training = await createTraining();
    const franchise = await createFranchiseTraining();
    expect((await call(t, 'DELETE', `/api/training/${training._id}`, { token: superToken })).statusCode).toBe(
      200,
    );
    expect((await call(t, 'GET', training.video)).statusCode).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/training/${franchise._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    const again = await call(t, 'DELETE', `/api/training/${franchise._id}`, { token: superToken });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This training does not exist');
  });

  it('keeps changes to super admins and reads to signed-in admins', async () => {
    const training = await createTraining();
    expect(
      (await callMultipart(t, 'POST', '/api/training/create', { ...text, video: mp4File() }, adminToken))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/training/update/${training._id}`, { token: adminToken, body: text }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, 'DELETE', `/api/training/${training._id}`, { token: adminToken })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', '/api/training')).statusCode).toBe(401);
    expect((await call(t, 'PUT', `/api/training/update/${training._id}`, { body: text })).statusCode).toBe(
      401,
    );
  });
});

describe('franchise training', () => {
  it('creates, lists newest first, updates and refuses what is invalid', async () => {
    const first = await createFranchiseTraining('First');
    const second = await createFranchiseTraining('Second');
    const list = (await call(t, 'GET', '/api/franchise_training', { token: adminToken })).json().response;
    const ids = list.map((one: { _id: string }) => one._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids).not.toContain((await createTraining())._id);
    const body = { name: 'New name', description: 'New', video: 'http://videos.example.com/new' };
    const updated = await call(t, 'PUT', `/api/franchise_training/update/${first._id}`, {
      token: superToken,
      body,
    });
    expect(updated.json().response).toMatchObject(body);
    const empty = await call(t, 'POST', '/api/franchise_training/create', { token: superToken, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      video: 'Video is required',
    });
    const ftp = await call(t, 'POST', '/api/franchise_training/create', {
      token: superToken,
      body: { ...body, video: 'ftp://files.example.com/x' },
    });
    expect(ftp.json().fields.video).toBe('Enter a link starting with http:// or https://');
    const missing = await call(t, 'PUT', `/api/franchise_training/update/${randomUUID()}`, {
      token: superToken,
      body,
    });
    expect(missing.statusCode).toBe(404);
    // A training is not a franchise training: the franchise update does not reach it.
    const training = await createTraining();
    expect(
      (await call(t, 'PUT', `/api/franchise_training/update/${training._id}`, { token: superToken, body }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'POST', '/api/franchise_training/create', { token: adminToken, body })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/franchise_training/update/${first._id}`, { token: adminToken, body }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/franchise_training')).statusCode).toBe(401);
  });

  it('gives brokers trainings, franchises franchise trainings and clients neither', async () => {
    const training = await createTraining('For brokers');
    const franchiseTraining = await createFranchiseTraining('For franchises');
    const broker = await buildAcceptedBroker(t, superToken, adminId);
    const franchise = await buildMember(t, { user_type: 'Franchise' });
    const client = await buildMember(t, { user_type: 'Client' });
    const forBroker = (await call(t, 'GET', '/api/app/trainings', { token: broker.token })).json().response;
    expect(forBroker.map((one: { _id: string }) => one._id)).toContain(training._id);
    expect(forBroker.map((one: { _id: string }) => one._id)).not.toContain(franchiseTraining._id);
    const forFranchise = (await call(t, 'GET', '/api/app/trainings', { token: franchise.token })).json()
      .response;
    expect(forFranchise.map((one: { _id: string }) => one._id)).toContain(franchiseTraining._id);
    expect(forFranchise.map((one: { _id: string }) => one._id)).not.toContain(training._id);
    const refused = await call(t, 'GET', '/api/app/trainings', { token: client.token });
    expect(refused.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/app/trainings', { token: adminToken })).statusCode).toBe(401);
  });
});
