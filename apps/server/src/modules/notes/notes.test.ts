import type { Note, NotesReply } from '@simsar/contract/notes';
import { fillPath } from '@simsar/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { movingClock } from '../../../test/moving-clock.ts';
import { fileFranchiseRequest, requestPhone } from '../../../test/request-builders.ts';

const time = movingClock();
let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
let monasClient: string;
let franchiseRequest: string;

const subjectPath = (kind: string, id: string) => fillPath('/api/notes/:kind/:id', { kind, id });
const notePath = (id: string) => fillPath('/api/notes/note/:id', { id });

async function write(token: string, kind: string, id: string, body: unknown) {
  return call(t, 'POST', subjectPath(kind, id), { token, body });
}
async function written(token: string, kind: string, id: string, text: string, mentions: string[] = []) {
  const reply = await write(token, kind, id, { body: text, mentions });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as Note;
}
async function notesOf(token: string, kind: string, id: string): Promise<NotesReply> {
  const reply = await call(t, 'GET', subjectPath(kind, id), { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

beforeAll(async () => {
  t = await startTestApp({}, { clock: time.clock });
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  monasClient = (await buildAssignedMember(t, superToken, mona.admin._id, { user_type: 'Client' })).user._id;
  franchiseRequest = (await fileFranchiseRequest(t, { phone: requestPhone() }))._id;
});
afterAll(() => t.close());

describe('who may read and write notes', () => {
  it("lets an ordinary admin note their own member, not another admin's (404), and a super admin any", async () => {
    const note = await written(mona.token, 'member', monasClient, 'Called her: she wants a villa');
    expect(note).toMatchObject({
      body: 'Called her: she wants a villa',
      author: { name: 'Mona' },
      struck: null,
    });
    expect((await notesOf(superToken, 'member', monasClient)).items.map((n) => n.body)).toContain(note.body);
    expect(
      (await call(t, 'GET', subjectPath('member', monasClient), { token: karim.token })).statusCode,
    ).toBe(404);
    const refused = await write(karim.token, 'member', monasClient, { body: 'Not mine' });
    expect(refused.statusCode).toBe(404);
    expect((await notesOf(mona.token, 'member', monasClient)).items.map((n) => n.body)).not.toContain(
      'Not mine',
    );
  });

  it('lets every admin note what no member filed (a franchise join request)', async () => {
    await written(karim.token, 'request_franchises', franchiseRequest, 'Looks serious');
    expect((await notesOf(mona.token, 'request_franchises', franchiseRequest)).total).toBeGreaterThan(0);
  });

  it('refuses mentioning an admin who cannot see the item, naming them; a super admin may be mentioned', async () => {
    const refused = await write(mona.token, 'member', monasClient, {
      body: '@Karim look',
      mentions: [karim.admin._id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Karim cannot see this item: mention an admin who can');
    const superId = (await call(t, 'GET', '/api/admin/me', { token: superToken })).json()._id;
    const note = await written(mona.token, 'member', monasClient, '@Super Admin please check', [superId]);
    expect(note.mentions.map((m) => m._id)).toEqual([superId]);
    const mentionable = await call(t, 'GET', `${subjectPath('member', monasClient)}/admins`, {
      token: mona.token,
    });
    const names = mentionable.json().items.map((admin: { name: string }) => admin.name);
    expect(names).toContain('Mona');
    expect(names).not.toContain('Karim');
  });
});

describe('changing a note', () => {
  it('lets its author change it within 10 minutes, then refuses with a message (409); others never (403)', async () => {
    const note = await written(mona.token, 'request_franchises', franchiseRequest, 'First thought');
    time.later(9 / 60);
    const edited = await call(t, 'PUT', notePath(note._id), {
      token: mona.token,
      body: { body: 'Second thought', version: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Second thought', version: 2 });
    expect(edited.json().edited_at).not.toBeNull();
    const byKarim = await call(t, 'PUT', notePath(note._id), {
      token: karim.token,
      body: { body: 'Mine now', version: 2 },
    });
    expect(byKarim.statusCode).toBe(403);
    expect(byKarim.json().message).toBe('Only the note’s author can change it');
    time.later(2 / 60);
    const late = await call(t, 'PUT', notePath(note._id), {
      token: mona.token,
      body: { body: 'Third', version: 2 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A note can only be changed within 10 minutes of writing it');
    expect(
      (await notesOf(mona.token, 'request_franchises', franchiseRequest)).items.find(
        (n) => n._id === note._id,
      )?.body,
    ).toBe('Second thought');
  });

  it('of two changes sent at once from the same version, makes one and refuses the other (409)', async () => {
    const note = await written(mona.token, 'member', monasClient, 'Draft');
    const replies = await Promise.all(
      ['From the laptop', 'From the phone'].map((text) =>
        call(t, 'PUT', notePath(note._id), { token: mona.token, body: { body: text, version: 1 } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    expect(refused?.json().message).toBe('Someone changed this note meanwhile: reload it and try again');
  });

  it('strikes a note through on Delete, with who and when, and keeps it; only its author or a super admin', async () => {
    const note = await written(mona.token, 'request_franchises', franchiseRequest, 'Wrong phone number');
    const byKarim = await call(t, 'DELETE', notePath(note._id), { token: karim.token });
    expect(byKarim.statusCode).toBe(403);
    const struck = await call(t, 'DELETE', notePath(note._id), { token: superToken });
    expect(struck.statusCode, struck.body).toBe(200);
    expect(struck.json().struck).toEqual({ by: expect.any(String), at: time.clock().toISOString() });
    const listed = (await notesOf(karim.token, 'request_franchises', franchiseRequest)).items.find(
      (n) => n._id === note._id,
    );
    expect(listed).toMatchObject({ body: 'Wrong phone number', struck: { at: time.clock().toISOString() } });
    expect((await call(t, 'DELETE', notePath(note._id), { token: mona.token })).statusCode).toBe(409);
    const edit = await call(t, 'PUT', notePath(note._id), {
      token: mona.token,
      body: { body: 'Fixed', version: 2 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This note was deleted: it can no longer be changed');
  });

  it('audits writing, changing and striking a note', async () => {
    const note = await written(mona.token, 'member', monasClient, 'Audited');
    await call(t, 'PUT', notePath(note._id), {
      token: mona.token,
      body: { body: 'Audited twice', version: 1 },
    });
    await call(t, 'DELETE', notePath(note._id), { token: mona.token });
    const audit = await call(t, 'GET', `/api/audit?kind=note&item=${note._id}`, { token: superToken });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().items as { action: string; admin_name: string; item_id: string }[];
    expect(
      entries
        .filter((entry) => entry.item_id === note._id)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['create', 'strike', 'update']);
  });
});

describe('what a caller sends', () => {
  it.each([
    ['an empty note', 'member', () => monasClient, { body: '   ' }, 400, 'Write the note'],
    [
      'a mention that is no id',
      'member',
      () => monasClient,
      { body: 'x', mentions: ['x'] },
      400,
      'A mentioned admin does not exist',
    ],
    [
      'an admin that does not exist',
      'member',
      () => monasClient,
      { body: 'x', mentions: [crypto.randomUUID()] },
      400,
      'A mentioned admin does not exist',
    ],
    [
      'a note too long',
      'member',
      () => monasClient,
      { body: 'x'.repeat(2001) },
      400,
      'At most 2000 characters',
    ],
    ['a kind that is none', 'planet', () => monasClient, { body: 'x' }, 400, undefined],
    ['an id that is none', 'member', () => 'nope', { body: 'x' }, 404, 'Not found'],
    ['a member that does not exist', 'member', () => crypto.randomUUID(), { body: 'x' }, 404, 'Not found'],
    ['a body that is no object', 'member', () => monasClient, [1, 2], 400, undefined],
  ])('refuses %s without a 500', async (_, kind, id, body, status, message) => {
    const reply = await write(mona.token, kind, id(), body);
    expect(reply.statusCode, reply.body).toBe(status);
    if (message) expect(reply.json().message).toBe(message);
  });

  it('answers a note or mention id that is none with 404, and an edit without its version with 400', async () => {
    expect(
      (await call(t, 'PUT', notePath('nope'), { token: mona.token, body: { body: 'x', version: 1 } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, 'DELETE', notePath(crypto.randomUUID()), { token: mona.token })).statusCode).toBe(
      404,
    );
    expect((await call(t, 'PUT', '/api/notes/mentions/nope/done', { token: mona.token })).statusCode).toBe(
      404,
    );
    const note = await written(mona.token, 'member', monasClient, 'Versioned');
    expect(
      (await call(t, 'PUT', notePath(note._id), { token: mona.token, body: { body: 'x' } })).statusCode,
    ).toBe(400);
  });
});
