import fs from 'node:fs/promises';
import path from 'node:path';
import type { AuditEntry } from '@simsar/contract/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { buildUnit } from '../../../test/unit-builders.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

const list = (query: string, token = superToken) => call(t, 'GET', `/api/audit${query}`, { token });

describe('GET /api/audit', () => {
  it('is for super admins only', async () => {
    const { token } = await buildAdmin(t, superToken);
    expect((await list('', token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/audit')).statusCode).toBe(401);
  });

  it('lists newest first, 20 a page, filtered by admin, kind, item and days', async () => {
    const { admin, token } = await buildAdmin(t, superToken, 'Pager');
    const member = await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' });
    for (let i = 0; i < 11; i += 1) {
      await call(t, 'PUT', `/api/user/ban/${member.user._id}`, {
        token,
        body: { reason: 'Broke the rules' },
      });
      await call(t, 'PUT', `/api/user/unban/${member.user._id}`, { token });
    }
    // 22 changes and the admin's sign-in (buildAdmin signs them in).
    const first = await list(`?admin=${admin._id}`);
    expect(first.json()).toMatchObject({ page: 1, pages: 2, total: 23 });
    const items: AuditEntry[] = first.json().items;
    expect(items).toHaveLength(20);
    expect(items[0]?.action).toBe('unban');
    const times = items.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await list(`?admin=${admin._id}&page=2`)).json().items;
    expect(second.map((entry: AuditEntry) => entry.action)).toEqual(['unban', 'ban', 'signed_in']);

    const byItem = await list(`?kind=user&item=${member.user._id}`);
    expect(byItem.json().total).toBe(23); // the super admin's change_admin too
    expect((await list(`?kind=admin&item=${member.user._id}`)).json().total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?admin=${admin._id}&from=${today}&to=${today}`)).json().total).toBe(23);
    expect((await list(`?admin=${admin._id}&to=2020-01-01`)).json().total).toBe(0);
    expect((await list(`?admin=${admin._id}&from=2999-01-01`)).json().total).toBe(0);
  });

  it('answers 400 with a message for a bad filter', async () => {
    const reply = await list('?from=2026-05-02&to=2026-05-01');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({ to: 'The start of the range must come before its end' });
    expect((await list('?admin=nobody')).json().fields).toEqual({ admin: 'Choose an admin from the list' });
  });

  it("names whom each entry is about: the member's, admin's or project's name; null once deleted", async () => {
    const { admin, token } = await buildAdmin(t, superToken, 'Named Admin');
    const member = await buildAssignedMember(t, superToken, admin._id, {
      user_type: 'Client',
      name: 'محمود Named Client',
    });
    await call(t, 'PUT', `/api/user/ban/${member.user._id}`, { token, body: { reason: 'Broke the rules' } });
    const unit = await buildUnit(t, superToken, { project_name: 'Named Towers' });
    const subjectOf = async (kind: string, item: string) =>
      ((await list(`?kind=${kind}&item=${item}`)).json().items as AuditEntry[]).map((entry) => [
        entry.action,
        entry.subject_name,
      ]);
    expect(await subjectOf('user', member.user._id)).toContainEqual(['ban', 'محمود Named Client']);
    expect(await subjectOf('admin', admin._id)).toEqual([['create', 'Named Admin']]);
    expect(await subjectOf('project', unit._id)).toContainEqual(['create', 'Named Towers']);
    // Settings and the like have no one to name.
    const settings = (await list('?kind=settings')).json().items as AuditEntry[];
    for (const entry of settings) expect(entry.subject_name).toBeNull();
    // A deleted admin keeps their history; the entries no longer find a name.
    const deleted = await call(t, 'DELETE', `/api/admin/delete_admin/${admin._id}`, { token: superToken });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await subjectOf('admin', admin._id)).toEqual([
      ['delete', null],
      ['create', null],
    ]);
  });

  it('has no call that changes or deletes an entry', async () => {
    const auditRoutes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/audit'));
    expect(auditRoutes.map(({ method, url, access }) => ({ method, url, access }))).toEqual([
      { method: 'GET', url: '/api/audit', access: 'super' },
    ]);
    // Nor does any service: no code outside tests updates or deletes the table.
    const files = await fs.readdir(path.resolve(import.meta.dirname, '../..'), { recursive: true });
    for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const text = await fs.readFile(path.resolve(import.meta.dirname, '../..', file), 'utf8');
      expect(text, file).not.toMatch(
        /\.(update|delete)\(auditEntries|(update|delete from)\s+"?audit_entries/i,
      );
    }
  });
});
