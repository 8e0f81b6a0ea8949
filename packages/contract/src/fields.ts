import { z } from 'zod';
import { nationalPhone } from './search-text.ts';
import { emailMaxLength, passwordMaxLength, safeText } from './text-rules.ts';

/**
 * The small field rules every area shares, written once. An area's schema builds
 * its fields from these with its own messages.
 */

/** Phones (content-operations §5): at most 11 digits, 01, then 0, 1, 2 or 5, then 1 to 8 digits. */
export const phonePattern = /^01[0125][0-9]{1,8}$/;
export const phoneMaxLength = 11;

export function phoneField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(phoneMaxLength, invalid)
    .regex(phonePattern, invalid);
}

/**
 * A client's phone on a CIL, form or deal, as brokers type it (+20 10 1234 5678, Arabic digits,
 * spaces): kept in the national form (01...), then held to the same rule, so one client is one phone
 * when introductions are compared (docs/decisions/540).
 */
export function clientPhoneField(required: string, invalid: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (nationalPhone(value.trim()) ?? value) : value),
    phoneField(required, invalid),
  );
}

/**
 * A member's own phone (app registration, password-reset requests): 7 to 15 digits, optionally
 * after a +, so members abroad can register (docs/decisions/018).
 */
export const memberPhonePattern = /^\+?[0-9]{7,15}$/;

export function memberPhoneField(required: string, invalid: string) {
  return z.string({ error: required }).trim().min(1, required).regex(memberPhonePattern, invalid);
}

/** An id in a path or a body: a UUID; anything else is an item that cannot exist. */
export function idField(notFound: string) {
  return z.uuid(notFound);
}

export function idParamsSchema(notFound: string) {
  return z.object({ id: idField(notFound) });
}

/**
 * Plain text a person typed: trimmed, required with the given message, bounded, and free of control
 * characters (a NUL byte cannot be stored by PostgreSQL). Shown as text, never as HTML.
 */
export function textField(required: string, max = 200) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `At most ${max} characters`)
    .superRefine(safeText);
}

/** Optional plain text: empty means absent (a form sends '' for an untouched field). */
export function optionalTextField(max = 200) {
  return z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .superRefine(safeText)
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const httpLinkMessage = 'Enter a link starting with http:// or https://';

/** A link a person may follow: http(s) only (no javascript:, data: or file: links). */
export function httpLinkField(required: string) {
  return textField(required, 2000).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, httpLinkMessage);
}

export const whatsappGroupLinkMessage = 'Enter a WhatsApp group link (https://chat.whatsapp.com/...)';

/** A WhatsApp group invitation: an http(s) link on chat.whatsapp.com. */
export function whatsappGroupLinkField(required: string) {
  return httpLinkField(required).refine((value) => {
    try {
      return new URL(value).hostname.toLowerCase() === 'chat.whatsapp.com';
    } catch {
      return false;
    }
  }, whatsappGroupLinkMessage);
}

export const moneyPattern = /^\d{1,12}(\.\d{1,2})?$/;
export const moneyMessage = 'Enter an amount in EGP with at most two decimals';

/**
 * An amount of EGP held exactly: a decimal string with at most two decimals (commas from the
 * thousands separators dropped), never a float. Stored in a numeric(14, 2) column.
 */
export function moneyField(required: string) {
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => String(value).replaceAll(',', '').trim())
    .pipe(z.string().min(1, required).regex(moneyPattern, moneyMessage));
}

/** A whole number in a range, from a JSON number or a form's text. */
export function wholeNumberField(required: string, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: required })
      .int('Enter a whole number')
      .min(min, `At least ${min}`)
      .max(max, `At most ${max}`),
  );
}

/** An e-mail as typed at sign-in: required, bounded, compared as stored. */
export function signInEmailField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(emailMaxLength, `At most ${emailMaxLength} characters`)
    .superRefine(safeText);
}

/** A new account's e-mail: a valid, bounded address, kept in lower case. */
export function emailField(required: string, invalid: string) {
  return signInEmailField(required)
    .pipe(z.email(invalid))
    .transform((email) => email.toLowerCase());
}

/** A password as typed at sign-in: required and bounded (its rules are checked when it is set). */
export function signInPasswordField(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(passwordMaxLength, `At most ${passwordMaxLength} characters`);
}

/** The days a date field accepts: a real day, in a range a brokerage's papers can name. */
export const earliestDay = '1900-01-01';
export const latestDay = '2999-12-31';
export const dayRangeMessage = `Enter a date between ${earliestDay} and ${latestDay}`;

/** A real calendar day as YYYY-MM-DD: 2026-02-30 or 2026-13-01 is refused, not rolled over. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day (YYYY-MM-DD): `invalid` when it is no real day, the range's message when out of it. */
export function dayField(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .refine(isCalendarDay, invalid)
    .refine((value) => value >= earliestDay && value <= latestDay, dayRangeMessage);
}

/**
 * A number with at most two decimals as written (piastres of an EGP amount, a rate's hundredths):
 * read from its shortest decimal form, so 1e-9 or 0.001 is refused rather than rounded to 0 by a
 * numeric(14, 2) column.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(String(value));
}
