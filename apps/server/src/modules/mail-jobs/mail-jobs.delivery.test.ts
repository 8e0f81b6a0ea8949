import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { countEveryHour } from '../../../test/work-week.ts';
import { auditEntries } from '../../core/audit.schema.ts';
import { enqueueMentionMail } from '../mail/mail.enqueue.service.ts';
import { createMailTransport, type MailTransport, sendDueMail } from '../mail/mail.sender.service.ts';
import { enqueueOverdueMail } from './mail-jobs.overdue.service.ts';

const publicUrl = 'https://console.simsar.example';
const from = 'Simsar <simsar@simsar.example>';
// The sender is driven by the tests (sendDueMail), on the receiver each test starts; the address here
// only makes the app say that it sends e-mail.
const t = useTestApp({ publicUrl, mail: { smtpUrl: 'smtp://127.0.0.1:25', from } });
let receiver: SmtpReceiver;
let transport: MailTransport;
let arabic: Awaited<ReturnType<typeof buildAdmin>>;
let english: Awaited<ReturnType<typeof buildAdmin>>;
const site = { baseUrl: publicUrl, productName: 'Simsar' };
const send = (now = new Date()) => sendDueMail(t.db, transport, { from, site }, now);

beforeAll(async () => {
  // Overdue by plain hours, as these tests count them (the working week's own: work-week.clock.test.ts).
  await countEveryHour(t, t.superToken);
  receiver = await startSmtpReceiver();
  transport = createMailTransport(receiver.url);
  arabic = await buildAdmin(t, t.superToken, 'Salma Arabic');
  english = await buildAdmin(t, t.superToken, 'Omar English');
  const reply = await call(t, 'PUT', '/api/admin/preferences', {
    token: arabic.token,
    body: { language: 'ar' },
  });
  expect(reply.statusCode).toBe(200);
});
afterAll(() => receiver.stop());

describe('e-mail to admins through a real SMTP receiver', () => {
  it('a member assigned to an admin: one e-mail in their language (Arabic right to left), naming the member and linking to them', async () => {
    const member = await buildMember(t, { user_type: 'Client', name: 'Karim Client' });
    const reply = await call(t, 'PUT', `/api/admin/add_to_list/${arabic.admin._id}`, {
      token: t.superToken,
      body: { ids: [member.user._id] },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    const mails = receiver.to(arabic.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain('أُسند إليك العميل Karim Client');
    expect(mail?.from?.text).toContain('simsar@simsar.example');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.html).toContain(`href="${publicUrl}/members/${member.user._id}"`);
    expect(mail?.text).toContain(member.user.phone);
    // Sent once: the next round finds nothing to send.
    expect(await send()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.to(arabic.email)).toHaveLength(1);
  });

  it("a mention in a note (POST /api/notes/member/{id}): one e-mail with the member page's link, in English", async () => {
    const member = await buildAssignedMember(t, t.superToken, english.admin._id, {
      user_type: 'Client',
      name: 'Mention Client',
    });
    const before = receiver.to(english.email).length;
    const reply = await call(t, 'POST', `/api/notes/member/${member.user._id}`, {
      token: t.superToken,
      body: { body: '@Omar please check the client id', mentions: [english.admin._id] },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await send();
    // (The member's assignment sent its own e-mail too.)
    const mails = receiver
      .to(english.email)
      .slice(before)
      .filter((mail) => mail.subject?.includes('mentioned you'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Super admin mentioned you · Simsar');
    expect(mails[0]?.html).toContain('dir="ltr"');
    expect(mails[0]?.html).toContain(`href="${publicUrl}/members/${member.user._id}"`);
    expect(mails[0]?.text).toContain('please check the client id');
  });

  it('a mention by the admin themselves sends nothing', async () => {
    const enqueued = await t.db.transaction((tx) =>
      enqueueMentionMail(tx, {
        adminId: english.admin._id,
        byId: english.admin._id,
        byName: 'x',
        link: '/',
        text: 'me',
      }),
    );
    expect(enqueued).toBe(false);
  });

  it('an item of theirs past its target: one e-mail, however often the check runs, linking to the item', async () => {
    const client = await buildAssignedMember(t, t.superToken, english.admin._id, {
      user_type: 'Client',
      name: 'Hoda Overdue',
    });
    await send();
    const before = receiver.to(english.email).length;
    await fileRequest(t, client.token, '/api/app/property_consultant', {
      phone: requestPhone(),
      message: 'A flat in Zayed',
    });
    // Within the 24-hour target nothing is overdue; two days on, it is, once.
    expect(await enqueueOverdueMail(t.db, new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
    const later = new Date(Date.now() + 48 * 60 * 60 * 1000);
    expect(await enqueueOverdueMail(t.db, later)).toBe(1);
    expect(await enqueueOverdueMail(t.db, later)).toBe(0);
    await send(later);
    const mails = receiver.to(english.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Overdue: Hoda Overdue · A flat in Zayed (property consultant)');
    expect(mails[0]?.html).toContain(`href="${publicUrl}/property-consultant/non-done"`);
    // The other admin's items are not theirs.
    expect(receiver.to(arabic.email).filter((mail) => mail.subject?.includes('Hoda'))).toHaveLength(0);
  });

  it('with the receiver stopped the move returns at once and the e-mail waits; it is sent once the receiver is back', async () => {
    const member = await buildMember(t, { user_type: 'Franchise', name: 'Nour Franchise' });
    await receiver.stop();
    const reply = await call(t, 'PUT', `/api/user/change_admin/${member.user._id}`, {
      token: t.superToken,
      body: { admin_id: english.admin._id },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().user.admin_id).toBe(english.admin._id);
    expect(await send()).toEqual({ sent: 0, failed: 1 });
    // Not tried again before its back-off ends.
    expect(await send()).toEqual({ sent: 0, failed: 0 });
    receiver = await startSmtpReceiver(receiver.port, receiver.received);
    expect(await send(new Date(Date.now() + 60_000))).toEqual({ sent: 1, failed: 0 });
    const mails = receiver.to(english.email).filter((mail) => mail.subject?.includes('Nour Franchise'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.html).toContain(`href="${publicUrl}/members/${member.user._id}"`);
  });

  it('each e-mail sent is in the audit, by the e-mail sender', async () => {
    const entries = await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'mail'));
    expect(entries.filter((entry) => entry.action === 'mail_sent')).toHaveLength(receiver.received.length);
    expect(entries.every((entry) => entry.adminName === 'E-mail sender' && entry.adminId === null)).toBe(
      true,
    );
  });
});
