import type { MentionsReply } from '@simsar/contract/notes';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { heardWithin, openStream, startSecondProcess } from '../../../test/live-events.ts';
import { buildAssignedMember } from '../../../test/members.ts';

let t: TestApp;
let b: Awaited<ReturnType<typeof startSecondProcess>>;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
let monasClient: string;

beforeAll(async () => {
  t = await startTestApp();
  b = await startSecondProcess(t, t.db);
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  monasClient = (
    await buildAssignedMember(t, superToken, mona.admin._id, { user_type: 'Client', name: 'Salma Client' })
  ).user._id;
});
afterAll(async () => {
  await b.app.close();
  await t.close();
});

async function mentionsOf(token: string): Promise<MentionsReply> {
  const reply = await call(t, 'GET', '/api/notes/mentions', { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

it("rings the mentioned admin's bell live, theirs alone, and waits in their inbox until marked done", async () => {
  const monaStream = await openStream(b.url, mona.token);
  const karimStream = await openStream(b.url, karim.token);
  const superStream = await openStream(b.url, superToken);
  try {
    expect((await mentionsOf(mona.token)).total).toBe(0);
    const written = await call(t, 'POST', `/api/notes/member/${monasClient}`, {
      token: superToken,
      body: { body: '@Mona she asked for a call back', mentions: [mona.admin._id] },
    });
    expect(written.statusCode, written.body).toBe(201);
    await heardWithin(monaStream.heard, 'mentions');

    const inbox = await mentionsOf(mona.token);
    expect(inbox.total).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      note: { body: '@Mona she asked for a call back', subject_kind: 'member', subject_id: monasClient },
      subject_name: 'Salma Client',
      member_type: 'Client',
    });
    expect((await mentionsOf(karim.token)).total).toBe(0);
    // Another admin's mention rings no one else, not even a super admin.
    expect(karimStream.heard).not.toContain('mentions');
    expect(superStream.heard).not.toContain('mentions');

    const id = inbox.items[0]?._id ?? '';
    expect((await call(t, 'PUT', `/api/notes/mentions/${id}/done`, { token: karim.token })).statusCode).toBe(
      404,
    );
    monaStream.heard.length = 0;
    const done = await call(t, 'PUT', `/api/notes/mentions/${id}/done`, { token: mona.token });
    expect(done.statusCode, done.body).toBe(204);
    await heardWithin(monaStream.heard, 'mentions');
    expect((await mentionsOf(mona.token)).total).toBe(0);
  } finally {
    for (const stream of [monaStream, karimStream, superStream]) stream.close();
  }
});

it('rings an admin an edit newly mentions, once, and never the author by their own note', async () => {
  const note = await call(t, 'POST', `/api/notes/member/${monasClient}`, {
    token: mona.token,
    body: { body: '@Mona note to self', mentions: [mona.admin._id] },
  });
  expect(note.statusCode, note.body).toBe(201);
  expect((await mentionsOf(mona.token)).total).toBe(0);
  const superId = (await call(t, 'GET', '/api/admin/me', { token: superToken })).json()._id;
  const before = (await mentionsOf(superToken)).total;
  for (const version of [1, 2]) {
    const edited = await call(t, 'PUT', `/api/notes/note/${note.json()._id}`, {
      token: mona.token,
      body: { body: `@Super Admin look (${version})`, mentions: [superId], version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  }
  expect((await mentionsOf(superToken)).total).toBe(before + 1);
});
