import type { GlobalSearchReply } from '@simsar/contract/global-search';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { fileFranchiseRequest, fileRequest } from '../../../test/request-builders.ts';

// The console's one search (docs/decisions/500): every spelling of a phone staff type, names
// folded as the member search folds them, the caller's visibility, and no 500 on odd input.
const t = useTestApp();
let owner: Awaited<ReturnType<typeof buildAdmin>>;
let stranger: Awaited<ReturnType<typeof buildAdmin>>;
let client: Awaited<ReturnType<typeof buildAssignedMember>>;
let formId: string;
let requestId: string;
let franchiseRequestId: string;

beforeAll(async () => {
  owner = await buildAdmin(t, t.superToken, 'Nadia Owner');
  stranger = await buildAdmin(t, t.superToken, 'Karim Stranger');
  client = await buildAssignedMember(t, t.superToken, owner.admin._id, {
    user_type: 'Client',
    name: 'فاطمة إبراهيم',
    phone: '01012345678',
    email: 'fatma.ibrahim@example.test',
  });
  await buildProject(t, t.superToken, 'Mivida Compound');
  const broker = await buildBroker(t, t.superToken, owner.admin._id, 'Hossam Broker');
  formId = (
    await buildSubmission(t, 'form', broker.token, {
      client_name: 'Youssef Client',
      client_phone: '01055566677',
      project_code: 'Mivida Compound',
    })
  )._id;
  requestId = (
    await fileRequest(t, client.token, '/api/app/property_consultant', {
      phone: '01277788899',
      message: 'Call me',
    })
  )._id;
  franchiseRequestId = (await fileFranchiseRequest(t, { name: 'Omar Applicant', phone: '01511122233' }))._id;
});

async function search(q: string, token = t.superToken): Promise<GlobalSearchReply> {
  const reply = await call(t, 'GET', `/api/admin/search?q=${encodeURIComponent(q)}`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

const ids = (hits: { id: string }[]) => hits.map((hit) => hit.id);

describe('a phone in any spelling', () => {
  it.each([
    '01012345678',
    '+20 10 1234 5678',
    '+201012345678',
    '00201012345678',
    '201012345678',
    '010-1234-5678',
    '٠١٠١٢٣٤٥٦٧٨',
    '+٢٠ ١٠ ١٢٣٤ ٥٦٧٨',
    '۰۱۰۱۲۳۴۵۶۷۸',
    '1234 5678',
  ])('%s finds the client under Members, opening their page', async (spelling) => {
    const reply = await search(spelling, owner.token);
    expect(reply.members).toEqual([
      {
        id: client.user._id,
        kind: 'Client',
        name: 'فاطمة إبراهيم',
        detail: '01012345678 · fatma.ibrahim@example.test',
        status: 'active',
        route: `/members/${client.user._id}`,
      },
    ]);
  });

  it('finds a queue item by its client phone, and a request by its own phone', async () => {
    const form = await search('+20 10 5556 6677', owner.token);
    expect(form.items).toMatchObject([{ id: formId, kind: 'form', name: 'Youssef Client', status: 'new' }]);
    expect(form.items[0]?.route).toBe(`/form/new/${formId}`);
    const request = await search('٠١٢٧٧٧٨٨٨٩٩', owner.token);
    expect(request.items).toMatchObject([
      {
        id: requestId,
        kind: 'property_consultant',
        name: 'فاطمة إبراهيم',
        route: '/property-consultant/non-done',
      },
    ]);
  });
});

describe('names, e-mails, codes and projects', () => {
  it('folds Arabic letters as the member search does, and finds an e-mail by any part', async () => {
    expect(ids((await search('فاطمه ابراهيم')).members)).toEqual([client.user._id]);
    expect(ids((await search('ibrahim@example')).members)).toEqual([client.user._id]);
  });

  it('finds projects and, for a super admin, admins by name or e-mail', async () => {
    const projects = await search('mivida');
    expect(projects.projects.map((hit) => hit.name)).toEqual(['Mivida Compound']);
    expect(projects.projects[0]?.route).toBe(`/unit/${projects.projects[0]?.id}`);
    const admins = await search('nadia owner');
    expect(admins.admins).toMatchObject([
      { id: owner.admin._id, kind: 'admin', route: `/team/${owner.admin._id}` },
    ]);
    expect(ids((await search(owner.email)).admins)).toEqual([owner.admin._id]);
  });
});

describe('what each admin may see', () => {
  it('gives another ordinary admin none of the owner’s members or items, and no admins', async () => {
    const reply = await search('01012345678', stranger.token);
    expect(reply.members).toEqual([]);
    expect(reply.items).toEqual([]);
    expect((await search('+20 10 5556 6677', stranger.token)).items).toEqual([]);
    expect((await search('nadia owner', stranger.token)).admins).toEqual([]);
    expect((await search('nadia owner', owner.token)).admins).toEqual([]);
  });

  it('shows a franchise join request, which no admin owns, to every admin', async () => {
    const reply = await search('omar applicant', stranger.token);
    expect(reply.items).toMatchObject([{ id: franchiseRequestId, kind: 'request_franchises' }]);
  });

  it('refuses a caller without a session', async () => {
    const reply = await call(t, 'GET', '/api/admin/search?q=01012345678');
    expect(reply.statusCode).toBe(401);
  });
});

describe('odd input', () => {
  const empty = { members: [], admins: [], projects: [], items: [] };

  it.each(['', ' ', 'a', 'فا', '01', 'x'.repeat(500), '%%%', '___', '\\\\\\', "'; drop table users; --"])(
    'answers %j with groups and no error, matching nothing literally absent',
    async (q) => {
      expect(await search(q)).toMatchObject(empty);
    },
  );

  it('says why a term over 500 characters or with control characters is refused', async () => {
    const long = await call(t, 'GET', `/api/admin/search?q=${'x'.repeat(501)}`, { token: t.superToken });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/500 characters/);
    const control = await call(t, 'GET', '/api/admin/search?q=ab%00c%07', { token: t.superToken });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBeTruthy();
  });
});
