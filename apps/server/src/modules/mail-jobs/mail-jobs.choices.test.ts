import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, startTestApp, superAdmin, useTestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { countEveryHour } from '../../../test/work-week.ts';
import { createMailTransport, type MailTransport, sendDueMail } from '../mail/mail.sender.service.ts';
import { makeDailyMail } from './mail-jobs.digest.service.ts';

const publicUrl = 'https://console.simsar.example';
const from = 'simsar@simsar.example';
const t = useTestApp({ publicUrl, mail: { smtpUrl: 'smtp://127.0.0.1:25', from } });
let receiver: SmtpReceiver;
let transport: MailTransport;
const send = (now = new Date()) =>
  sendDueMail(t.db, transport, { from, site: { baseUrl: publicUrl, productName: 'Simsar' } }, now);
const choices = (token: string, body?: unknown) =>
  call(t, body === undefined ? 'GET' : 'PUT', '/api/admin/mail_choices', { token, body });

beforeAll(async () => {
  // Overdue by plain hours, as these tests count them (the working week's own: work-week.clock.test.ts).
  await countEveryHour(t, t.superToken);
  receiver = await startSmtpReceiver();
  transport = createMailTransport(receiver.url);
});
afterAll(() => receiver.stop());

describe("each admin's e-mail choices", () => {
  it('by default: assignments, mentions and overdue items at once, the others off; sending, to their own address', async () => {
    const admin = await buildAdmin(t, t.superToken);
    const reply = await choices(admin.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      events: { assignment: 'now', mention: 'now', overdue: 'now', password_reset: 'off', two_factor: 'off' },
      overdue_summary: true,
      sending: true,
      email: admin.email,
    });
  });

  it('a change keeps the choices it does not name; a wrong value is refused in words', async () => {
    const admin = await buildAdmin(t, t.superToken);
    const changed = await choices(admin.token, { events: { mention: 'digest', two_factor: 'now' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().events).toEqual({
      assignment: 'now',
      mention: 'digest',
      overdue: 'now',
      password_reset: 'off',
      two_factor: 'now',
    });
    expect((await choices(admin.token, { overdue_summary: false })).json().events.mention).toBe('digest');
    const wrong = await choices(admin.token, { events: { mention: 'hourly' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(expect.any(String));
    expect((await choices(admin.token)).json().overdue_summary).toBe(false);
  });

  it('an event turned off sends nothing', async () => {
    const admin = await buildAdmin(t, t.superToken);
    await choices(admin.token, { events: { assignment: 'off' } });
    await buildAssignedMember(t, t.superToken, admin.admin._id, { user_type: 'Client' });
    await send();
    expect(receiver.to(admin.email)).toHaveLength(0);
  });

  it('a password set by a super admin and two-factor turned on and off: told when chosen', async () => {
    const admin = await buildAdmin(t, t.superToken, 'Careful admin');
    await choices(admin.token, { events: { password_reset: 'now', two_factor: 'now' } });
    const reset = await call(t, 'PUT', `/api/admin/change_password_by_super/${admin.admin._id}`, {
      token: t.superToken,
      body: { password: 'Another-pass-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const token = (
      await call(t, 'POST', '/api/admin/login', { body: { email: admin.email, password: 'Another-pass-2' } })
    ).json().token;
    const setup = await call(t, 'POST', '/api/admin/two_factor/setup', {
      token,
      body: { password: 'Another-pass-2' },
    });
    const code = await generate({ secret: setup.json().secret });
    expect(
      (await call(t, 'POST', '/api/admin/two_factor/enable', { token, body: { code } })).statusCode,
    ).toBe(200);
    const off = await call(t, 'PUT', `/api/admin/two_factor/reset/${admin.admin._id}`, {
      token: t.superToken,
    });
    expect(off.statusCode, off.body).toBe(200);
    await send();
    expect(receiver.to(admin.email).map((mail) => mail.subject)).toEqual([
      'Your password was reset · Simsar',
      'Two-factor sign-in was turned on for your account · Simsar',
      'Two-factor sign-in was turned off for your account · Simsar',
    ]);
    expect(receiver.to(admin.email)[0]?.text).toContain('set a new password for your account');
  });
});

describe('the daily e-mails', () => {
  it("a digest gathers the admin's chosen events once a day; the super admins get what is overdue per queue and per admin", async () => {
    const admin = await buildAdmin(t, t.superToken, 'Digest admin');
    await choices(admin.token, { events: { assignment: 'digest' } });
    const client = await buildAssignedMember(t, t.superToken, admin.admin._id, {
      user_type: 'Client',
      name: 'Mona Digest',
    });
    const other = await buildMember(t, { user_type: 'Client', name: 'Sami Digest' });
    await call(t, 'PUT', `/api/admin/add_to_list/${admin.admin._id}`, {
      token: t.superToken,
      body: { ids: [other.user._id] },
    });
    await fileRequest(t, client.token, '/api/app/property_consultant', {
      phone: requestPhone(),
      message: 'Villa',
    });
    await send();
    expect(receiver.to(admin.email)).toHaveLength(0);
    // Two days on (the request past its 24-hour target): before the digest hour nothing is made; from it, once.
    const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(await makeDailyMail(t.db, new Date(`${day}T04:00:00Z`))).toBe(0);
    const at = new Date(`${day}T06:00:00Z`);
    expect(await makeDailyMail(t.db, at)).toBeGreaterThanOrEqual(2);
    expect(await makeDailyMail(t.db, at)).toBe(0);
    await send(at);
    const digests = receiver.to(admin.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Your daily digest: 2 · Simsar');
    expect(digests[0]?.text).toContain('Client Mona Digest was assigned to you');
    expect(digests[0]?.html).toContain(
      `<a href="${publicUrl}/members/${other.user._id}">Client Sami Digest was assigned to you</a>`,
    );
    const summary = receiver.to(superAdmin.email).find((mail) => mail.subject?.startsWith('Overdue today'));
    expect(summary?.html).toContain('Per queue');
    expect(summary?.html).toContain('<td>property consultant</td><td>1</td>');
    expect(summary?.html).toContain('<td>Digest admin</td><td>1</td>');
    expect(summary?.text).toContain('once the console has reports');
  });
});

it('without SMTP_URL the choices say that nothing is sent', async () => {
  const bare = await startTestApp();
  try {
    const token = (await call(bare, 'POST', '/api/admin/login', { body: superAdmin })).json().token;
    const reply = await call(bare, 'GET', '/api/admin/mail_choices', { token });
    expect(reply.json().sending).toBe(false);
  } finally {
    await bare.close();
  }
});
