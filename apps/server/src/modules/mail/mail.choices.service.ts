import type { MailChoicesInput, MailChoicesReply } from '@simsar/contract/mail';
import { eq } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import type { Executor } from '../../core/db.ts';
import { mailRecipients } from './mail.enqueue.service.ts';
import { mailChoices } from './mail.schema.ts';

/**
 * GET /api/admin/mail_choices: the signed-in admin's e-mail choices (the defaults where they chose
 * nothing), their address, and whether this server sends e-mail at all (`sending`: SMTP_URL set).
 */
export async function readMailChoices(
  db: Executor,
  adminId: string,
  sending: boolean,
): Promise<MailChoicesReply> {
  const [[recipient], [admin]] = await Promise.all([
    mailRecipients(db, [adminId]),
    db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId)),
  ]);
  if (!recipient || !admin) throw new Error('the signed-in admin has no row');
  return { ...recipient.choices, sending, email: admin.email };
}

/**
 * PUT /api/admin/mail_choices: the events the body names and the summary switch, the others kept.
 * The admin's own row only; not audited (it changes what this admin is told, no one's data).
 */
export async function saveMailChoices(
  db: Executor,
  adminId: string,
  input: MailChoicesInput,
  sending: boolean,
): Promise<MailChoicesReply> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailChoices).where(eq(mailChoices.adminId, adminId)).for('update');
    const events = { ...row?.events, ...input.events };
    const overdueSummary = input.overdue_summary ?? row?.overdueSummary ?? true;
    await tx
      .insert(mailChoices)
      .values({ adminId, events, overdueSummary })
      .onConflictDoUpdate({
        target: mailChoices.adminId,
        set: { events, overdueSummary, updatedAt: new Date() },
      });
  });
  return readMailChoices(db, adminId, sending);
}
