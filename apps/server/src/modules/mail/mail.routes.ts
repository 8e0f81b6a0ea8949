import { mailChoicesInputSchema, mailChoicesReplySchema, mailPaths } from '@simsar/contract/mail';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { readMailChoices, saveMailChoices } from './mail.choices.service.ts';

const tags = ['Admins'];

/** The signed-in admin's own e-mail choices (docs/decisions/471). */
export function registerMailRoutes(app: ZodApp, { db, config }: AppContext): void {
  const sending = config.mail !== undefined;
  app.get(
    mailPaths.choices,
    {
      schema: {
        tags,
        description:
          "The signed-in admin's e-mail choices: per event (assignment, mention, overdue, password_reset, two_factor) now, digest (one daily e-mail) or off; overdue_summary (super admins: the daily overdue summary); sending: whether this server sends e-mail (SMTP_URL).",
        response: { 200: mailChoicesReplySchema },
      },
    },
    async (request) => readMailChoices(db, sessionOf(request).id, sending),
  );
  app.put(
    mailPaths.choices,
    {
      schema: {
        tags,
        description: 'Changes the e-mail choices the body names; the others are kept.',
        body: mailChoicesInputSchema,
        response: { 200: mailChoicesReplySchema },
      },
    },
    async (request) => saveMailChoices(db, sessionOf(request).id, request.body, sending),
  );
}
