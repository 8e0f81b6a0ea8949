import type { Config } from '../../core/config.ts';
import { type Database, ifAdvisoryLock } from '../../core/db.ts';
import { createMailTransport, mailSiteOf, sendDueMail } from '../mail/mail.sender.service.ts';
import { makeDailyMail } from './mail-jobs.digest.service.ts';
import { enqueueOverdueMail } from './mail-jobs.overdue.service.ts';

/** How often each process looks for e-mails to send (each row is leased: one process tries it). */
const sendEveryMs = 10_000;
/** How often the overdue items and the daily e-mails are checked, by one process at a time. */
const checkEveryMs = 5 * 60 * 1000;
/** The advisory lock of the check (any constant of our own; the check is its only holder). */
const checkLock = 7_470_001;

type Log = { warn: (object: object, message: string) => void };

/**
 * E-mail to admins in this process (docs/decisions/470), when SMTP_URL is set: the sender every ten
 * seconds, the overdue and daily check every five minutes under an advisory lock. Unset: nothing
 * runs and nothing is sent. The returned function stops it (at shutdown).
 */
export function startMail(db: Database, config: Config, log: Log): () => void {
  const mail = config.mail;
  if (!mail) return () => {};
  const transport = createMailTransport(mail.smtpUrl);
  const settings = { from: mail.from, site: mailSiteOf(config) };
  let sending = false;
  const send = () => {
    // One round at a time in a process: a slow mail server does not pile rounds up.
    if (sending) return;
    sending = true;
    sendDueMail(db, transport, settings)
      .catch((error: unknown) => log.warn({ err: error }, 'e-mail sending failed'))
      .finally(() => {
        sending = false;
      });
  };
  const check = () =>
    void ifAdvisoryLock(db, checkLock, async () => {
      await enqueueOverdueMail(db);
      await makeDailyMail(db);
    }).catch((error: unknown) => log.warn({ err: error }, 'overdue and digest e-mail check failed'));
  const timers = [
    setInterval(send, sendEveryMs),
    setInterval(check, checkEveryMs),
    setTimeout(check, 30_000),
  ];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
