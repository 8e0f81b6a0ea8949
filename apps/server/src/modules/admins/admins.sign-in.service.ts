import { companySignInMessages } from '@simsar/contract/company-sign-in';
import { messages } from '@simsar/contract/messages';
import type { LoginInput } from '@simsar/contract/sign-in';
import { twoFactorMessages } from '@simsar/contract/two-factor';
import { eq } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { recordSignIn } from '../../core/audit.ts';
import type { Database } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { LoginThrottle } from '../../core/login-throttle.ts';
import { generateSecret, hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import { rememberDevice } from '../../core/sign-in-devices.ts';
import { isPasswordSignInRefused } from '../system/system.company-sign-in.service.ts';
import { recordLockout } from './admins.password-check.service.ts';
import { adminColumns } from './admins.service.ts';
import { createSession } from './admins.sessions.service.ts';
import { checkSecondFactor } from './admins.two-factor.service.ts';

// Verified against when the e-mail is unknown, so both failures take the same time (made at the
// first sign-in rather than at start).
let unknownAdminHash: Promise<string> | undefined;
function hashForUnknownAdmin(): Promise<string> {
  unknownAdminHash ??= hashPassword(generateSecret(24));
  return unknownAdminHash;
}

/** Where a sign-in try comes from: the request's address and the device cookie it carries. */
export type SignInSource = { ip: string; device: string | undefined };

/**
 * Checks e-mail, password and second factor; a wrong password and an unknown e-mail fail alike.
 * Every outcome is in the audit log (docs/decisions/096): a failure as it happens, a success with
 * its session, in one transaction.
 */
async function signIn(
  db: Database,
  { secrets, companySignIn }: { secrets: SecretBox; companySignIn: boolean },
  input: LoginInput,
  email: string,
  ip: string,
) {
  const [row] = await db
    .select({ ...adminColumns, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.email, email))
    .limit(1);
  // Refused before the password is checked: with passwords off there is nothing to guess
  // (docs/decisions/462). Not a wrong guess either: the sign-in limit does not count it.
  if (await isPasswordSignInRefused(db, companySignIn, row?.id)) {
    await recordSignIn(db, { email, admin: row, ip, action: 'password_refused' });
    throw new AppError('FORBIDDEN', companySignInMessages.passwordsOff);
  }
  const valid = await verifyPassword(row?.passwordHash ?? (await hashForUnknownAdmin()), input.password);
  if (!row || !valid) {
    await recordSignIn(db, { email, admin: row, ip, action: 'failed' });
    throw new AppError('UNAUTHENTICATED', messages.wrongCredentials);
  }
  try {
    await checkSecondFactor(db, row.id, input.code, secrets);
  } catch (error) {
    // No code yet is the first half of every two-factor sign-in, not a failure worth an entry.
    if (error instanceof AppError && error.message === twoFactorMessages.codeWrong) {
      await recordSignIn(db, { email, admin: row, ip, action: 'wrong_code' });
    }
    throw error;
  }
  const token = await db.transaction(async (tx) => {
    await recordSignIn(tx, { email, admin: row, ip, action: 'signed_in' });
    return createSession(tx, row.id);
  });
  const { passwordHash: _checked, ...admin } = row;
  return { token, admin };
}

/**
 * POST /api/admin/login: one try, through the sign-in limit (docs/decisions/092). The reply's
 * device token is the browser's device cookie from now on.
 */
export async function signInAdmin(
  db: Database,
  {
    throttle,
    secrets,
    companySignIn,
  }: { throttle: LoginThrottle; secrets: SecretBox /** OIDC_* are set. */; companySignIn: boolean },
  input: LoginInput,
  source: SignInSource,
) {
  const email = input.email.trim().toLowerCase();
  const { ip } = source;
  const signedIn = await throttle.guard(
    ip,
    email,
    () => signIn(db, { secrets, companySignIn }, input, email, ip),
    {
      device: source.device,
      onLocked: (limits) => recordLockout(db, email, ip, limits),
    },
  );
  return { ...signedIn, device: await rememberDevice(db, source.device, email) };
}
