import { inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from './db.ts';
import { signInDevices } from './login-throttle.schema.ts';
import { hashToken, newSessionToken } from './tokens.ts';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies";
 * docs/decisions/092): a browser that signed an account in gets a random token for that account,
 * kept like a session's (the database holds its SHA-256 and the one account it was issued to). A try
 * carrying it for that account is a known device's: counted against the device alone, so strangers'
 * failures on the account do not lock its owner out there.
 */

/** A year: a browser an admin signs in from every few months stays known. */
export const deviceLifetimeSeconds = 365 * 24 * 60 * 60;

/** `__Host-device` when the console is served over HTTPS (as the session cookie, decision 094). */
export function deviceCookieOf(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? '__Host-device' : 'device';
}

/** A cookie token worth looking up: what we issue is 43 base64url characters. */
function plausible(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(token);
}

/** The most accounts one browser keeps a device token for; past it the one used longest ago goes. */
export const maxAccountsPerDevice = 5;

/** The tokens a device cookie carries: one per account signed in on that browser, `.` between them. */
function tokensOf(cookie: string | undefined): string[] {
  return (cookie ?? '').split('.', maxAccountsPerDevice).filter(plausible);
}

/** Of the cookie's tokens, those the database knows, with the account each was issued to. */
async function issuedTokens(db: Executor, cookie: string | undefined) {
  const tokens = tokensOf(cookie).map((token) => ({ token, tokenHash: hashToken(token) }));
  if (tokens.length === 0) return [];
  const rows = await db
    .select({ tokenHash: signInDevices.tokenHash, account: signInDevices.account })
    .from(signInDevices)
    .where(
      inArray(
        signInDevices.tokenHash,
        tokens.map(({ tokenHash }) => tokenHash),
      ),
    );
  const accountOf = new Map(rows.map((row) => [row.tokenHash, row.account]));
  return tokens.flatMap(({ token, tokenHash }) => {
    const account = accountOf.get(tokenHash);
    return account === undefined ? [] : [{ token, tokenHash, account }];
  });
}

/**
 * The device's key in the sign-in counts, when the cookie carries the token issued to `account` (a
 * token issued to another account says nothing of this one).
 */
export async function knownDeviceKey(
  db: Executor,
  cookie: string | undefined,
  account: string,
): Promise<string | undefined> {
  const own = (await issuedTokens(db, cookie)).find((issued) => issued.account === account);
  return own ? `device:${account}|${own.tokenHash}` : undefined;
}

/**
 * After a successful sign-in: the browser's device cookie, now carrying a token of `account`'s own.
 * A token is bound to the account it was issued to: a browser that signed in another account
 * before gets a new token for this one beside the other's, so no cookie earned on one account
 * passes for a known device of another (docs/decisions/092). The account's token comes first; at
 * most `maxAccountsPerDevice` are kept.
 */
export async function rememberDevice(
  db: Executor,
  cookie: string | undefined,
  account: string,
): Promise<string> {
  const issued = await issuedTokens(db, cookie);
  const own = issued.find((token) => token.account === account)?.token ?? newSessionToken().token;
  await db
    .insert(signInDevices)
    .values({ tokenHash: hashToken(own), account })
    .onConflictDoUpdate({ target: signInDevices.tokenHash, set: { lastUsedAt: sql`now()` } });
  const others = issued.filter((token) => token.token !== own).map(({ token }) => token);
  return [own, ...others].slice(0, maxAccountsPerDevice).join('.');
}

/** Forgets the devices that have not signed their account in for a year (the cookie is gone too). */
export async function forgetOldDevices(db: Executor): Promise<void> {
  await db
    .delete(signInDevices)
    .where(lt(signInDevices.lastUsedAt, sql`now() - make_interval(secs => ${deviceLifetimeSeconds})`));
}
