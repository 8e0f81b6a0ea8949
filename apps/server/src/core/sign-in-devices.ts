import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from './db.ts';
import { signInDevices } from './login-throttle.schema.ts';
import { hashToken, newSessionToken } from './tokens.ts';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies";
 * docs/decisions/092): a browser that signed an account in gets a random token, kept like a
 * session's (the database holds its SHA-256, per account). A try carrying it for that account is a
 * known device's: counted against the device alone, so strangers' failures on the account do not
 * lock its owner out there.
 */

/** A year: a browser an admin signs in from every few months stays known. */
export const deviceLifetimeSeconds = 365 * 24 * 60 * 60;

/** `__Host-device` when the console is served over HTTPS (as the session cookie, decision 094). */
export function deviceCookieOf(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? '__Host-device' : 'device';
}

/** A cookie's value worth looking up: what we issue is 43 base64url characters. */
function plausible(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}

/** The device's key in the sign-in counts, when `token` is a known device of `account`. */
export async function knownDeviceKey(
  db: Executor,
  token: string | undefined,
  account: string,
): Promise<string | undefined> {
  if (!plausible(token)) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ account: signInDevices.account })
    .from(signInDevices)
    .where(and(eq(signInDevices.tokenHash, tokenHash), eq(signInDevices.account, account)))
    .limit(1);
  return row ? `device:${account}|${tokenHash}` : undefined;
}

/**
 * After a successful sign-in: the browser's device token, now known for `account`. A token we issued
 * before (for this or another account) is kept, so one cookie serves every admin who signs in on
 * that browser; anything else gets a new one.
 */
export async function rememberDevice(
  db: Executor,
  token: string | undefined,
  account: string,
): Promise<string> {
  let kept: string | undefined;
  if (plausible(token)) {
    const [issued] = await db
      .select({ account: signInDevices.account })
      .from(signInDevices)
      .where(eq(signInDevices.tokenHash, hashToken(token)))
      .limit(1);
    if (issued) kept = token;
  }
  const device = kept ?? newSessionToken().token;
  await db
    .insert(signInDevices)
    .values({ tokenHash: hashToken(device), account })
    .onConflictDoUpdate({
      target: [signInDevices.tokenHash, signInDevices.account],
      set: { lastUsedAt: sql`now()` },
    });
  return device;
}

/** Forgets the devices that have not signed their account in for a year (the cookie is gone too). */
export async function forgetOldDevices(db: Executor): Promise<void> {
  await db
    .delete(signInDevices)
    .where(lt(signInDevices.lastUsedAt, sql`now() - make_interval(secs => ${deviceLifetimeSeconds})`));
}
