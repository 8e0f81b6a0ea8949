import { z } from 'zod';
import { memberPhoneField, textField } from './fields.ts';
import { resetMessages, userMessages } from './messages.ts';

/** Password-reset calls (console-core §7 /forgot_password, ARCHITECTURE.md apps API). */
export const resetPaths = {
  file: '/api/app/forgot_password',
  list: '/api/forgot_password/',
  newPassword: '/api/forgot_password/new_password/:id',
  remove: '/api/forgot_password/delete/:id',
} as const;

const phone = (required: string) => memberPhoneField(required, userMessages.phoneInvalid);

/** POST /api/app/forgot_password {name, phone, whatsApp}: a member asks for a new password. */
export const fileResetRequestSchema = z.object({
  name: textField(userMessages.nameRequired, 120),
  phone: phone(userMessages.phoneRequired),
  whatsApp: phone(resetMessages.whatsAppRequired),
});
export type FileResetRequestInput = z.input<typeof fileResetRequestSchema>;

/**
 * A request as the console sees it (console-core §3). `password` is never sent: the new password is
 * returned once, by new_password (docs/decisions/053). `known` says whether a member has that phone,
 * `account` which member it is and `nameMatches` whether the request's name is that member's.
 */
export const resetRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  whatsApp: z.string(),
  createdAt: z.string(),
  done: z.boolean(),
  known: z.boolean(),
  /** The account the phone belongs to, or null when no member has it. */
  account: z
    .object({
      _id: z.string(),
      name: z.string(),
      user_type: z.string(),
      email: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  /** False when the name on the request is not the account's name (compared in search form). */
  nameMatches: z.boolean(),
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const resetRequestListReplySchema = z.object({ response: z.array(resetRequestSchema) });
export const resetRequestIdParamsSchema = z.object({ id: z.uuid(resetMessages.requestNotFound) });
export const fileResetRequestReplySchema = z.object({ message: z.string() });
export const newPasswordReplySchema = z.object({ message: z.string(), new_password: z.string() });
