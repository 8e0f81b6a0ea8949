import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { admins } from '../../core/admins.schema.ts';
import { mailSenderActor, recordAudit } from '../../core/audit.ts';
import type { Config } from '../../core/config.ts';
import { type Executor, rowsOf } from '../../core/db.ts';
import { type MailBlock, type MailSite, renderMail } from './mail.render.ts';
import { mailOutbox } from './mail.schema.ts';

/** What sends a rendered e-mail: nodemailer's transport (its `sendMail` is all the sender uses). */
export type MailTransport = {
  sendMail: (message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }) => Promise<unknown>;
};

export function createMailTransport(smtpUrl: string): MailTransport {
  // Short waits: a mail server that does not answer costs the sender a try, not a hung loop.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }) as MailTransport;
}

/** The links' base (PUBLIC_URL, else the address the start-up line prints) and the product's name. */
export function mailSiteOf(config: Config): MailSite {
  return { baseUrl: config.publicUrl ?? `http://localhost:${config.port}`, productName: config.productName };
}

/** Tries before an e-mail is given up (docs/decisions/470): about 15 hours of back-off. */
export const mostAttempts = 12;
/**
 * An e-mail never tried this long after it was enqueued (no SMTP_URL then, or no sender running) is
 * given up unsent: news of three days ago is no news.
 */
export const staleMs = 3 * 24 * 60 * 60 * 1000;
/** How long a sender holds the rows it took: another process takes them again only after this. */
const leaseMs = 2 * 60 * 1000;

/** The wait after the `attempts`-th failed try: 30 s, 1 min, 2 min, ... at most 6 hours. */
export function backOffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

type Claimed = {
  id: string;
  admin_id: string;
  event: string;
  language: 'en' | 'ar';
  line: string;
  paragraphs: string[];
  blocks: MailBlock[];
  path: string;
  attempts: number;
  created_at: string | Date;
};

/**
 * Takes up to `batch` due e-mails for this sender: one statement that skips the rows another
 * process's transaction holds (`for update skip locked`) and leases those it takes, so of several
 * processes on one PostgreSQL each e-mail is tried by one at a time. In the order they were enqueued
 * (an UPDATE's `returning` keeps no order): "two-factor on" before "off".
 */
async function claimDue(db: Executor, now: Date, batch: number): Promise<Claimed[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  return rowsOf<Claimed>(
    await db.execute(sql`
      update ${mailOutbox} set leased_until = ${until}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where status = 'pending' and delivery = 'now' and next_attempt_at <= ${at}::timestamptz
          and (leased_until is null or leased_until <= ${at}::timestamptz)
        order by next_attempt_at, id
        limit ${batch}
        for update skip locked)
      returning id, admin_id, event, language, line, paragraphs, blocks, path, attempts, created_at`),
  ).sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
}

/** One e-mail's outcome, with its audit entry, in one transaction. */
async function settle(db: Executor, row: Claimed, now: Date, error: unknown) {
  const sent = error === undefined;
  const givenUp = !sent && row.attempts >= mostAttempts;
  const reason = sent ? null : (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({
        status: sent ? 'sent' : givenUp ? 'failed' : 'pending',
        leasedUntil: null,
        lastError: reason,
        ...(sent && { sentAt: now }),
        ...(!sent && { nextAttemptAt: new Date(now.getTime() + backOffMs(row.attempts)) }),
      })
      .where(eq(mailOutbox.id, row.id));
    if (sent || givenUp) {
      await recordAudit(tx, {
        admin: mailSenderActor,
        action: sent ? 'mail_sent' : 'mail_failed',
        kind: 'mail',
        itemId: row.id,
        after: {
          admin_id: row.admin_id,
          mail_event: row.event,
          attempts: row.attempts,
          ...(reason && { reason }),
        },
      });
    }
  });
}

/** The e-mails waiting since before `staleMs` and never tried: given up, each audited. */
async function giveUpStale(db: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - staleMs).toISOString();
  await db.transaction(async (tx) => {
    const stale = rowsOf<{ id: string; admin_id: string; event: string }>(
      await tx.execute(sql`
        update ${mailOutbox} set status = 'failed', last_error = 'not tried within three days'
        where status = 'pending' and delivery = 'now' and attempts = 0 and created_at < ${before}::timestamptz
        returning id, admin_id, event`),
    );
    for (const row of stale) {
      await recordAudit(tx, {
        admin: mailSenderActor,
        action: 'mail_failed',
        kind: 'mail',
        itemId: row.id,
        after: {
          admin_id: row.admin_id,
          mail_event: row.event,
          attempts: 0,
          reason: 'not tried within three days',
        },
      });
    }
  });
}

/**
 * Sends the due e-mails (docs/decisions/470): each to its admin's address now, rendered with the
 * site's links; a failure is tried again after a growing wait, and given up after `mostAttempts`
 * (audited either way). Returns how many were sent and how many failed this time.
 */
export async function sendDueMail(
  db: Executor,
  transport: MailTransport,
  settings: { from: string; site: MailSite },
  now = new Date(),
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  await giveUpStale(db, now);
  const claimed = await claimDue(db, now, batch);
  let sent = 0;
  for (const row of claimed) {
    const [admin] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, row.admin_id));
    if (!admin) continue;
    const mail = renderMail(settings.site, row);
    const error = await transport.sendMail({ from: settings.from, to: admin.email, ...mail }).then(
      () => undefined,
      (failure: unknown) => failure ?? new Error('not sent'),
    );
    await settle(db, row, now, error);
    if (error === undefined) sent += 1;
  }
  return { sent, failed: claimed.length - sent };
}
