import { fillPath } from '@simsar/contract/paths';
import type { SavedView, SavedViewsReply } from '@simsar/contract/saved-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
const today = new Date().toISOString().slice(0, 10);

const viewPath = (id: string) => fillPath('/api/views/:id', { id });
const clientsView = (extra: Record<string, unknown> = {}) => ({
  list: 'clients',
  path: '/clients/accept',
  name: 'Joined today',
  query: { joined_from: today, joined_to: today, sort: 'name', dir: 'asc' },
  layout: 'table',
  columns: ['name', 'email'],
  ...extra,
});

async function save(token: string, body: unknown) {
  return call(t, 'POST', '/api/views', { token, body });
}
async function saved(token: string, body: unknown): Promise<SavedView> {
  const reply = await save(token, body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}
async function viewsOf(token: string): Promise<SavedView[]> {
  const reply = await call(t, 'GET', '/api/views', { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as SavedViewsReply).items;
}

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  for (const name of ['Mona one', 'Mona two']) {
    await buildAssignedMember(t, superToken, mona.admin._id, { user_type: 'Client', name });
  }
  await buildAssignedMember(t, superToken, karim.admin._id, { user_type: 'Client', name: 'Karim one' });
});
afterAll(() => t.close());

describe('saved views', () => {
  it('keeps a shared view for every admin, each counting their own share of the list', async () => {
    const view = await saved(superToken, clientsView({ name: 'Everyone today', shared: true }));
    expect(view).toMatchObject({
      name: 'Everyone today',
      shared: true,
      mine: true,
      layout: 'table',
      columns: ['name', 'email'],
      query: { joined_from: today, joined_to: today, sort: 'name', dir: 'asc' },
    });
    expect(view.count).toBeGreaterThanOrEqual(3);
    const monas = (await viewsOf(mona.token)).find((item) => item._id === view._id);
    expect(monas).toMatchObject({ mine: false, count: 2, owner_name: expect.any(String) });
    expect((await viewsOf(karim.token)).find((item) => item._id === view._id)?.count).toBe(1);
  });

  it("hides a private view from other admins: 404 on changing or deleting it, 403 on another's shared one", async () => {
    const own = await saved(mona.token, clientsView({ name: 'Mona private' }));
    expect((await viewsOf(mona.token)).map((item) => item.name)).toContain('Mona private');
    expect((await viewsOf(karim.token)).map((item) => item.name)).not.toContain('Mona private');
    expect((await viewsOf(superToken)).map((item) => item.name)).not.toContain('Mona private');

    const changed = await call(t, 'PUT', viewPath(own._id), { token: karim.token, body: clientsView() });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().message).toBe('View not found');
    expect((await call(t, 'DELETE', viewPath(own._id), { token: superToken })).statusCode).toBe(404);

    const shared = await saved(superToken, clientsView({ name: 'Shared by super', shared: true }));
    const refused = await call(t, 'DELETE', viewPath(shared._id), { token: mona.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the view’s owner can change it');

    const renamed = await call(t, 'PUT', viewPath(own._id), {
      token: mona.token,
      body: clientsView({ name: 'Mona renamed' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Mona renamed', count: 2 });
    expect((await call(t, 'DELETE', viewPath(own._id), { token: mona.token })).statusCode).toBe(204);
    expect((await viewsOf(mona.token)).map((item) => item.name)).not.toContain('Mona renamed');
    expect((await call(t, 'DELETE', viewPath('not-an-id'), { token: mona.token })).statusCode).toBe(404);
  });

  it('lets only super admins share', async () => {
    const reply = await save(mona.token, clientsView({ shared: true }));
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('Only a super admin can share a view with every admin');
  });

  it("checks a view's list, sort and filters as the list's screen does, and keeps only what the list reads", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ list: 'nothing' }, 'This list cannot be saved as a view'],
      [{ path: 'https://elsewhere.test' }, 'A view opens on a console screen'],
      [{ name: '  ' }, 'Name the view'],
      [{ query: { sort: 'email' } }, 'This list cannot be sorted by that column'],
      [{ query: { joined_from: 'yesterday' } }, 'Enter a date as YYYY-MM-DD'],
      [
        { query: { joined_from: '2026-02-02', joined_to: '2026-01-01' } },
        'The start of the range must come before its end',
      ],
      [{ query: { size: '7' } }, 'Choose 20, 50 or 100 rows a page'],
      [{ layout: 'poster' }, 'Invalid option: expected one of "cards"|"table"'],
    ];
    for (const [change, message] of cases) {
      const reply = await save(superToken, clientsView(change));
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    const kept = await saved(superToken, clientsView({ query: { banned: 'no', page: '3', colour: 'red' } }));
    expect(kept.query).toEqual({ banned: 'no' });
  });

  it('saves a queue tab with its filters, counted for the caller', async () => {
    const view = await saved(mona.token, {
      list: 'property_consultant.non-done',
      path: '/property-consultant/non-done',
      name: 'My consultations',
      query: { filed_from: today },
    });
    expect(view.count).toBe(0);
  });

  it("saves the inbox by kind and admin, each viewer counting their own; an admin's filter stays a super admin's", async () => {
    const consultant = await buildAssignedMember(t, superToken, mona.admin._id, { user_type: 'Client' });
    const filed = await call(t, 'POST', '/api/app/property_consultant', {
      token: consultant.token,
      body: { phone: '01012345678', message: 'For the inbox view' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const byKind = { list: 'inbox', path: '/inbox', layout: 'cards', shared: true };
    const kind = await saved(superToken, {
      ...byKind,
      name: 'Consultations',
      query: { kind: 'property_consultant' },
    });
    expect(kind.count).toBe(1);
    await saved(superToken, { ...byKind, name: 'Mona’s inbox', query: { admin: mona.admin._id } });
    const names = (views: SavedView[]) =>
      views.filter((view) => view.list === 'inbox').map((view) => [view.name, view.count]);
    expect(names(await viewsOf(superToken))).toEqual([
      ['Consultations', 1],
      ['Mona’s inbox', 1],
    ]);
    expect(names(await viewsOf(mona.token))).toEqual([['Consultations', 1]]);
    expect(names(await viewsOf(karim.token))).toEqual([['Consultations', 0]]);
  });
});
