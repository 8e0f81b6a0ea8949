import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { rowsOf } from '../../core/db.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

async function noticesOf(userId: string): Promise<string[]> {
  // Read by SQL: the users module does not import the notifications module (one-way imports).
  const result = await t.db.execute(
    sql`select n.text from notification_recipients r join notifications n on n.id = r.notification_id where r.user_id = ${userId}`,
  );
  return rowsOf<{ text: string }>(result).map((row) => row.text);
}

describe('PUT /api/user/ban/{id} with a reason (docs/decisions/283)', () => {
  it('refuses a ban without a reason, or with a blank or too long one, and bans nobody', async () => {
    const { admin, token } = await buildAdmin(t, superToken, 'Ban admin');
    const client = await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' });
    const url = `/api/user/ban/${client.user._id}`;
    for (const body of [undefined, {}, { reason: '   ' }, { reason: 'ab' }]) {
      const reply = await call(t, 'PUT', url, { token, body });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('Give a reason for the ban');
    }
    const long = await call(t, 'PUT', url, { token, body: { reason: 'x'.repeat(501) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The reason can have at most 500 characters');
    const list = await call(t, 'GET', '/api/user/all_users/Client/1', { token });
    expect(list.json().response[0]).toMatchObject({ ban: false, ban_reason: null });
  });

  it('keeps the reason on the member, in the audit and in their notifications; unban clears it', async () => {
    const { admin, token } = await buildAdmin(t, superToken, 'Ban admin');
    const client = await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' });
    const url = `/api/user/ban/${client.user._id}`;
    const ban = await call(t, 'PUT', url, { token, body: { reason: '  Shared fake listings  ' } });
    expect(ban.statusCode).toBe(200);
    expect(ban.json().user).toMatchObject({ ban: true, ban_reason: 'Shared fake listings' });
    const list = await call(t, 'GET', '/api/user/all_users/Client/1', { token });
    expect(list.json().response[0]).toMatchObject({ ban: true, ban_reason: 'Shared fake listings' });

    const audit = await call(t, 'GET', `/api/audit?kind=user&item=${client.user._id}`, { token: superToken });
    const entry = audit.json().items.find((item: { action: string }) => item.action === 'ban');
    expect(entry.after).toMatchObject({ banned: true, ban_reason: 'Shared fake listings' });

    expect(await noticesOf(client.user._id)).toEqual([
      'Your account was banned. Reason: Shared fake listings\nتم حظر حسابك. السبب: Shared fake listings',
    ]);

    const unban = await call(t, 'PUT', `/api/user/unban/${client.user._id}`, { token });
    expect(unban.json().user).toMatchObject({ ban: false, ban_reason: null });
  });

  it('gives 404 for another admin’s member and changes nothing', async () => {
    const theirs = await buildAdmin(t, superToken, 'Their admin');
    const mine = await buildAdmin(t, superToken, 'My admin');
    const client = await buildAssignedMember(t, superToken, theirs.admin._id, { user_type: 'Client' });
    const reply = await call(t, 'PUT', `/api/user/ban/${client.user._id}`, {
      token: mine.token,
      body: { reason: 'Not mine to ban' },
    });
    expect(reply.statusCode).toBe(404);
    expect(await noticesOf(client.user._id)).toEqual([]);
  });
});
