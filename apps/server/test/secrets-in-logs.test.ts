import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signInSuper, startTestApp, superAdmin, type TestApp } from './harness.ts';
import { buildMember } from './members.ts';

// The server's log at its most detailed level, as written: no password or token may appear in it.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logLevel: 'trace' }, { logTo: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

it('logs requests without passwords, tokens or generated passwords', async () => {
  const superToken = await signInSuper(t);
  await call(t, 'POST', '/api/admin/login', {
    body: { email: superAdmin.email, password: 'Wrong-guess-42' },
  });
  const member = await buildMember(t, { user_type: 'Client' });
  await call(t, 'POST', '/api/app/forgot_password', {
    body: { name: 'Forgetful', phone: member.user.phone, whatsApp: member.user.phone },
  });
  const list = await call(t, 'GET', '/api/forgot_password/', { token: superToken });
  const request = list.json().response.find((item: { phone: string }) => item.phone === member.user.phone);
  const reset = await call(t, 'PUT', `/api/forgot_password/new_password/${request._id}`, {
    token: superToken,
  });
  const newPassword: string = reset.json().new_password;
  expect(newPassword).toHaveLength(16);
  // The temporary password is changed; the member signs out; a throttled sign-in.
  const memberLogin = await call(t, 'POST', '/api/app/login', {
    body: { email: member.user.email, password: newPassword },
  });
  const memberToken: string = memberLogin.json().token;
  const chosen = 'Chosen-member-pass-9';
  await call(t, 'POST', '/api/app/change_password', {
    token: memberToken,
    body: { password: newPassword, new_password: chosen },
  });
  await call(t, 'POST', '/api/app/logout', { token: memberToken });
  for (let i = 0; i < 11; i++) {
    await call(t, 'POST', '/api/app/login', { body: { email: member.user.email, password: `Guess-${i}-x` } });
  }
  const hashes = await t.db.execute(
    'select password_hash from users union all select password_hash from admins',
  );
  const passwordHashes = (Array.isArray(hashes) ? hashes : (hashes as { rows: unknown[] }).rows).map(
    (row) => (row as { password_hash: string }).password_hash,
  );
  expect(passwordHashes.length).toBeGreaterThan(1);

  const log = lines.join('');
  expect(log).toContain('/api/forgot_password/new_password/'); // the log did record these requests
  for (const secret of [
    superAdmin.password,
    'Wrong-guess-42',
    member.password,
    member.token,
    superToken,
    newPassword,
    memberToken,
    chosen,
    'Guess-10-x',
    ...passwordHashes,
  ]) {
    expect(log).not.toContain(secret);
  }
});
