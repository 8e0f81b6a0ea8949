import { Readable } from 'node:stream';
import {
  noticeFieldsSchema,
  noticeMessages,
  noticeRow,
  noticeSchema,
} from '@simsar/contract/content-types-example';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFile } from '../../../test/files.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile, pdfFile } from '../../../test/multipart.ts';
import { isStored, storedFiles } from '../../../test/stored.ts';
import { storedKeyColumns } from '../../app-api.ts';
import { fileTypes } from '../../core/storage.ts';
import { orphanAgeMs, sweepOrphans } from '../system/system.orphans.service.ts';
import { plainContentType } from './content.kit.plain.ts';
import { contentTypes } from './content.types.ts';

// A demonstration content type, added as a new one would be: its contract row and schemas
// (content-types-example.ts, the console's too), its table (here made by the test, in place of a
// migration) and its server row, which only names them and its file slot. Nothing else in the
// server changes.
const notices = pgTable('demo_notices', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
const messages = noticeMessages;

const noticeType = plainContentType({
  row: noticeRow,
  table: notices,
  item: noticeSchema,
  fields: noticeFieldsSchema,
  editable: true,
  messages,
  exportColumns: [
    { header: { en: 'Title', ar: 'العنوان' }, value: (notice) => notice.title },
    { header: 'Created', value: (notice) => new Date(notice.createdAt), format: 'time' },
  ],
  files: {
    image: {
      kind: 'image',
      column: 'image',
      typeMessage: messages.imageType,
      required: messages.imageRequired,
    },
  },
});

let t: TestApp;
let superToken: string;
let adminToken: string;
beforeAll(async () => {
  // This file's own module graph: the demonstration type is served beside the real ones.
  contentTypes.push(noticeType);
  t = await startTestApp();
  await t.db.execute(
    sql`create table demo_notices (id uuid primary key default gen_random_uuid(), title text not null, image text not null, created_at timestamptz not null default now())`,
  );
  superToken = await signInSuper(t);
  adminToken = (await buildAdmin(t, superToken)).token;
});
afterAll(() => t.close());

describe('a content type added by one row', () => {
  it('lists, creates, updates and deletes, replacing and removing its files, each change audited', async () => {
    const created = await callMultipart(
      t,
      'POST',
      '/api/notice/create',
      { title: 'Office closed Friday', image: await imageFile() },
      superToken,
    );
    expect(created.statusCode, created.body).toBe(201);
    const notice = created.json().response;
    expect(notice).toMatchObject({
      title: 'Office closed Friday',
      image: expect.stringMatching(/^\/media\//),
    });

    const list = await call(t, 'GET', '/api/notice/all', { token: adminToken });
    expect(list.json().response.map((one: { _id: string }) => one._id)).toEqual([notice._id]);

    const updated = await callMultipart(
      t,
      'PUT',
      `/api/notice/update/${notice._id}`,
      { title: 'Office closed Saturday', image: await imageFile('new.png') },
      superToken,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const { image } = updated.json().response;
    expect(image).not.toBe(notice.image);
    expect(await isStored(t, notice.image)).toBe(false);
    expect(await isStored(t, image)).toBe(true);

    const deleted = await call(t, 'DELETE', `/api/notice/delete/${notice._id}`, { token: superToken });
    expect(deleted.json()).toEqual({ message: 'Notice deleted' });
    expect(await isStored(t, image)).toBe(false);
    expect(
      (await call(t, 'DELETE', `/api/notice/delete/${notice._id}`, { token: superToken })).json(),
    ).toMatchObject({
      message: 'This notice does not exist',
    });

    const audit = await call(t, 'GET', `/api/audit?kind=content&item=${notice._id}`, { token: superToken });
    expect(
      audit
        .json()
        .items.map((entry: { action: string }) => entry.action)
        .reverse(),
    ).toEqual(['create_notice', 'update_notice', 'delete_notice']);
  });

  it('refuses with its own words, keeps no half file, and lets only super admins change', async () => {
    const before = await storedFiles(t);
    const missing = await callMultipart(t, 'POST', '/api/notice/create', { title: '' }, superToken);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ title: 'Title is required', image: 'Image is required' });
    const wrongType = await callMultipart(
      t,
      'POST',
      '/api/notice/create',
      { title: 'A notice', image: pdfFile() },
      superToken,
    );
    expect(wrongType.json().message).toBe('The image must be a JPG or PNG picture');
    const ordinary = await callMultipart(
      t,
      'POST',
      '/api/notice/create',
      { title: 'A notice', image: await imageFile() },
      adminToken,
    );
    expect(ordinary.statusCode).toBe(403);
    expect(await storedFiles(t)).toEqual(before);
  });
  it('keeps its file through the orphan sweep a day later: its slot declares the column', async () => {
    const created = await callMultipart(
      t,
      'POST',
      '/api/notice/create',
      { title: 'Office open late', image: await imageFile() },
      superToken,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { image } = created.json().response;
    // A file no row points at, beside it: the sweep does run and takes that one.
    const orphan = await t.app.storage.save('public', Readable.from([sampleFile('png')]), {
      types: fileTypes.image,
      maxBytes: 1024 * 1024,
    });

    const dayLater = new Date(Date.now() + orphanAgeMs + 60_000);
    expect(await sweepOrphans(t.db, t.app.storage, storedKeyColumns(), dayLater)).toEqual([orphan.key]);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    const list = await call(t, 'GET', '/api/notice/all', { token: adminToken });
    expect(list.json().response.map((one: { image: string }) => one.image)).toContain(image);
  });
});
