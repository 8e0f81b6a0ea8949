import type { Language } from '@simsar/contract/bilingual';
import { defaultMailChoices, type MailChoices, type MailEvent } from '@simsar/contract/mail';
import { memberLinkOf } from '@simsar/contract/member-page';
import type { UserType } from '@simsar/contract/users';
import { eq, inArray } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import type { Executor } from '../../core/db.ts';
import { mailChoices, mailOutbox } from './mail.schema.ts';
import { type MailWords, mailWords } from './mail.words.ts';

/** Who an e-mail goes to and what they chose. */
export type MailRecipient = {
  id: string;
  name: string;
  isSuper: boolean;
  language: Language;
  choices: MailChoices;
};

/** These admins with their language and e-mail choices (the defaults where they chose nothing). */
export async function mailRecipients(db: Executor, ids: string[]): Promise<MailRecipient[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: admins.id,
      name: admins.name,
      isSuper: admins.isSuper,
      language: admins.language,
      events: mailChoices.events,
      overdueSummary: mailChoices.overdueSummary,
    })
    .from(admins)
    .leftJoin(mailChoices, eq(mailChoices.adminId, admins.id))
    .where(inArray(admins.id, [...new Set(ids)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isSuper: row.isSuper,
    language: row.language === 'ar' ? 'ar' : 'en',
    choices: {
      events: { ...defaultMailChoices, ...row.events },
      overdue_summary: row.overdueSummary ?? true,
    },
  }));
}

/**
 * Puts one e-mail for this admin in the outbox, in the caller's transaction (docs/decisions/470):
 * written with the move that causes it, sent afterwards by the sender, so the move neither waits for
 * nor fails with the mail server. Nothing when the admin turned the event off; with `onceKey`,
 * nothing when an e-mail of that key was ever enqueued. Returns whether one was enqueued.
 */
export async function enqueueFor(
  tx: Executor,
  recipient: MailRecipient,
  event: MailEvent,
  mail: { words: (language: Language) => MailWords; path: string; onceKey?: string },
): Promise<boolean> {
  const delivery = recipient.choices.events[event];
  if (delivery === 'off') return false;
  const words = mail.words(recipient.language);
  const rows = await tx
    .insert(mailOutbox)
    .values({
      adminId: recipient.id,
      event,
      delivery,
      language: recipient.language,
      line: words.line,
      paragraphs: words.paragraphs,
      path: mail.path,
      onceKey: mail.onceKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.onceKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

async function enqueueForAdmin(
  tx: Executor,
  adminId: string,
  event: MailEvent,
  mail: Parameters<typeof enqueueFor>[3],
): Promise<boolean> {
  const [recipient] = await mailRecipients(tx, [adminId]);
  return recipient ? enqueueFor(tx, recipient, event, mail) : false;
}

/**
 * Members given to an admin (every assignment path: assign, move, change admin, accept, the
 * assignment rule at registration and at an admin's deletion, bulk): one e-mail per member, linking
 * to the member's page (docs/decisions/442).
 */
export async function enqueueAssignmentMail(
  tx: Executor,
  input: { adminId: string; members: { id: string; name: string; phone: string; userType: UserType }[] },
): Promise<void> {
  const [recipient] = await mailRecipients(tx, [input.adminId]);
  if (!recipient) return;
  for (const member of input.members) {
    await enqueueFor(tx, recipient, 'assignment', {
      words: (language) => mailWords.assignment(language, member),
      path: memberLinkOf(member.id),
    });
  }
}

/**
 * A mention of an admin in a note (the notes area calls it in the transaction that saves the note):
 * one e-mail naming who wrote it, the note's words and a link to where the note is (`link`, a
 * console path such as `/form/new/<id>`). Call it once per admin mentioned; an admin mentioning
 * themselves is not told.
 */
export async function enqueueMentionMail(
  tx: Executor,
  input: { adminId: string; byId?: string; byName: string; link: string; text: string },
): Promise<boolean> {
  if (input.byId === input.adminId) return false;
  const text = input.text.length > 500 ? `${input.text.slice(0, 499)}…` : input.text;
  return enqueueForAdmin(tx, input.adminId, 'mention', {
    words: (language) => mailWords.mention(language, { byName: input.byName, text }),
    path: input.link,
  });
}

/** A super admin set a new password for this admin. */
export function enqueuePasswordResetMail(tx: Executor, input: { adminId: string; byName: string }) {
  return enqueueForAdmin(tx, input.adminId, 'password_reset', {
    words: (language) => mailWords.password_reset(language, input.byName),
    path: '/',
  });
}

/** Two-factor sign-in turned on (by the admin) or off (by a super admin's reset) for this admin. */
export function enqueueTwoFactorMail(tx: Executor, input: { adminId: string; on: boolean; byName: string }) {
  return enqueueForAdmin(tx, input.adminId, 'two_factor', {
    words: (language) => mailWords.two_factor(language, input),
    path: '/',
  });
}
