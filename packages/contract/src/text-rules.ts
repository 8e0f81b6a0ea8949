import type { z } from 'zod/mini';

/*
 * What no stored text may hold, and the bounds of what is typed at sign-in: rules without a schema
 * library, so that the sign-in page's zod/mini schemas and the full-zod fields (fields.ts) share them
 * without the sign-in page loading the full zod (docs/design/291).
 */

// C0 controls but tab, line feed and carriage return, DEL and C1 controls (NUL among them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
export const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const controlCharactersMessage = 'Text may not contain control characters';

// Half of a UTF-16 pair without its other half: no character, and no UTF-8 (the database's and
// JSON's encoding) can hold it.
export const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const loneSurrogatesMessage = 'Text may not contain an unpaired surrogate (a broken character)';

/** Why no field may hold this text (a control character, a broken character), or undefined. */
export function unsafeTextMessage(value: string): string | undefined {
  if (controlCharacters.test(value)) return controlCharactersMessage;
  if (loneSurrogates.test(value)) return loneSurrogatesMessage;
  return undefined;
}

/** A zod check refusing what no stored text may hold, with its message (zod and zod/mini alike). */
export function safeText(value: string, context: z.core.$RefinementCtx<string>) {
  const message = unsafeTextMessage(value);
  if (message) context.addIssue({ code: 'custom', message, input: value });
}

/** The longest e-mail address a mailbox can have (RFC 5321): longer is refused before any query. */
export const emailMaxLength = 254;
/** A password's bound: ample for a passphrase, and no megabyte reaches argon2. */
export const passwordMaxLength = 256;
