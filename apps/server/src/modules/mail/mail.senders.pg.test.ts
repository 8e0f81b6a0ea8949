import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, startSecondInstance, useTestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { createMailTransport, sendDueMail } from './mail.sender.service.ts';

const from = 'simsar@simsar.example';
const site = { baseUrl: 'https://console.simsar.example', productName: 'Simsar' };
const t = useTestApp();
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
});
afterAll(() => receiver.stop());

it('two server processes sending at once on one PostgreSQL deliver each e-mail once', async () => {
  const admin = await buildAdmin(t, t.superToken, 'Busy admin');
  for (let index = 0; index < 12; index++) {
    await buildAssignedMember(t, t.superToken, admin.admin._id, {
      user_type: 'Client',
      name: `Member ${index}`,
    });
  }
  const second = await startSecondInstance(t);
  try {
    const settings = { from, site };
    // Small batches, each process with its own connection pool and transport, side by side.
    const rounds = await Promise.all([
      sendDueMail(t.db, createMailTransport(receiver.url), settings, new Date(), 3),
      sendDueMail(second.db, createMailTransport(receiver.url), settings, new Date(), 3),
      sendDueMail(t.db, createMailTransport(receiver.url), settings, new Date(), 3),
      sendDueMail(second.db, createMailTransport(receiver.url), settings, new Date(), 3),
    ]);
    let rest = await sendDueMail(t.db, createMailTransport(receiver.url), settings);
    while (rest.sent > 0) rest = await sendDueMail(t.db, createMailTransport(receiver.url), settings);
    expect(rounds.every((round) => round.failed === 0)).toBe(true);
    const subjects = receiver.to(admin.email).map((mail) => mail.subject);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
  } finally {
    await second.close();
  }
});
