import { z } from 'zod';
import { messages, userMessages } from './messages.ts';

/** A member's own account calls in the apps, besides register and login. */
export const memberAccountPaths = {
  changePassword: '/api/app/change_password',
  logout: '/api/app/logout',
} as const;

export const memberAccountMessages = {
  mustChangePassword: 'Your password was reset: choose a new password before anything else', // ours
  currentPasswordWrong: 'The current password is incorrect', // ours
  passwordChanged: messages.passwordChanged,
  signedOut: 'Signed out', // ours
} as const;

/** POST /api/app/change_password {password (the current one), new_password}. */
export const memberChangePasswordSchema = z.object({
  password: z.string({ error: userMessages.passwordRequired }).min(1, userMessages.passwordRequired),
  new_password: z
    .string({ error: userMessages.passwordRequired })
    .min(1, userMessages.passwordRequired)
    .min(8, userMessages.passwordTooShort)
    .max(200, 'At most 200 characters'),
});
