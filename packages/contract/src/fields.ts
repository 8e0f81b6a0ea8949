import { z } from 'zod';

/**
 * The small field rules every area shares, written once (issue 8, item 7). An area's schema builds
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

// C0 controls but tab, line feed and carriage return, DEL and C1 controls (NUL among them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
export const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const controlCharactersMessage = 'Text may not contain control characters';

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
    .refine((value) => !controlCharacters.test(value), controlCharactersMessage);
}

/** Optional plain text: empty means absent (a form sends '' for an untouched field). */
export function optionalTextField(max = 200) {
  return z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => !controlCharacters.test(value), controlCharactersMessage)
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

/** A WhatsApp group invitation: an http(s) link on chat.whatsapp.com (issue 12, item 10). */
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
