import { Readable } from 'node:stream';
import { cilPaths } from '@simsar/contract/cil';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { sampleFile } from '../../../test/files.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';
import { fileFranchiseRequest } from '../../../test/request-builders.ts';
import { fileTypes } from '../../core/storage.ts';

// A private file follows its item (docs/decisions/006, 074, 081): who may see the form, deal, CIL or
// request may see its image; anyone else gets 404, as for the item.
let t: TestApp;
let superToken: string;
let mine: Awaited<ReturnType<typeof buildAdmin>>;
let theirs: Awaited<ReturnType<typeof buildAdmin>>;
let theirBroker: Awaited<ReturnType<typeof buildBroker>>;
let myBroker: Awaited<ReturnType<typeof buildBroker>>;

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

const statusOf = async (url: string, token: string) => (await call(t, 'GET', url, { token })).statusCode;

it("serves a form's, a deal's and a CIL's image to their broker's admin and super admins, 404 to another admin", async () => {
  for (const kind of ['form', 'deal', 'cil'] as const) {
    const theirItem = await buildSubmission(t, kind, theirBroker.token);
    const myItem = await buildSubmission(t, kind, myBroker.token);
    const theirImage = String(theirItem.image);
    expect(theirImage).toMatch(/^\/api\/files\//);
    expect(await statusOf(theirImage, mine.token), kind).toBe(404);
    expect(await statusOf(theirImage, theirs.token), kind).toBe(200);
    expect(await statusOf(theirImage, superToken), kind).toBe(200);
    expect(await statusOf(String(myItem.image), mine.token), kind).toBe(200);
    expect(await statusOf(String(myItem.image), theirs.token), kind).toBe(404);
  }
});

it("serves a CIL's decision image by the same rule", async () => {
  const cil = await buildSubmission(t, 'cil', theirBroker.token);
  await call(t, 'PUT', cilPaths.pending.replace(':id', cil._id), { token: superToken });
  const accepted = await callMultipart(
    t,
    'PUT',
    cilPaths.accept.replace(':id', cil._id),
    { admin: 'Sara', contact: '01012345678', image: await imageFile('letter.png') },
    superToken,
  );
  const decision = String(accepted.json().response.decision_image);
  expect(decision).toMatch(/^\/api\/files\//);
  expect(await statusOf(decision, mine.token)).toBe(404);
  expect(await statusOf(decision, theirs.token)).toBe(200);
  expect(await statusOf(decision, superToken)).toBe(200);
});

it("serves a franchise request's photo to every admin, as its card (decision 081)", async () => {
  const filed = await fileFranchiseRequest(t, { name: 'Omar Hassan' });
  const list = await call(t, 'GET', '/api/franchise/', { token: superToken });
  const card = list.json().items.find((item: { _id: string }) => item._id === filed._id);
  expect(card.image).toMatch(/^\/api\/files\//);
  expect(await statusOf(card.image, superToken)).toBe(200);
  expect(await statusOf(card.image, mine.token)).toBe(200);
  expect(await statusOf(card.image, theirs.token)).toBe(200);
});

it('answers 404 for a stored private file that no item holds, even to a super admin', async () => {
  const stored = await t.app.storage.save('private', Readable.from([sampleFile('pdf')]), {
    types: fileTypes.pdf,
    maxBytes: 1024 * 1024,
  });
  expect(await statusOf(stored.url, superToken)).toBe(404);
  expect(await statusOf(stored.url, mine.token)).toBe(404);
});
