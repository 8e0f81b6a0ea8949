import { z } from 'zod';

/** GET and PUT /api/admin/mail_choices: the signed-in admin's e-mail choices (docs/decisions/471). */
export const mailPaths = { choices: '/api/admin/mail_choices' } as const;

/** What an admin can hear of by e-mail; one name per event, used for its choice, key and words. */
export const mailEvents = ['assignment', 'mention', 'overdue', 'password_reset', 'two_factor'] as const;
export type MailEvent = (typeof mailEvents)[number];

/** Each event: at once, in the one daily digest, or not at all. */
export const mailDeliveries = ['now', 'digest', 'off'] as const;
export type MailDelivery = (typeof mailDeliveries)[number];

/** Defaults (the issue's): assignments, mentions and overdue items at once; the others off. */
export const defaultMailChoices: Record<MailEvent, MailDelivery> = {
  assignment: 'now',
  mention: 'now',
  overdue: 'now',
  password_reset: 'off',
  two_factor: 'off',
};

const deliverySchema = z.enum(mailDeliveries);

export const mailChoicesSchema = z.object({
  events: z.object({
    assignment: deliverySchema,
    mention: deliverySchema,
    overdue: deliverySchema,
    password_reset: deliverySchema,
    two_factor: deliverySchema,
  }),
  /** Super admins only: the daily e-mail of what is overdue per queue and per admin. */
  overdue_summary: z.boolean(),
});
export type MailChoices = z.infer<typeof mailChoicesSchema>;

/** The reply: the choices, and whether this server sends e-mail at all (SMTP_URL set). */
export const mailChoicesReplySchema = mailChoicesSchema.extend({
  sending: z.boolean(),
  /** Where the e-mails go: the admin's own address. */
  email: z.string(),
});
export type MailChoicesReply = z.infer<typeof mailChoicesReplySchema>;

/** PUT's body: any events to change, and the summary switch; what is left out is kept. */
export const mailChoicesInputSchema = z
  .object({
    events: mailChoicesSchema.shape.events.partial().optional(),
    overdue_summary: z.boolean().optional(),
  })
  .strict();
export type MailChoicesInput = z.infer<typeof mailChoicesInputSchema>;
