import { companySignInMessages } from '@simsar/contract/company-sign-in';
import { eq } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { recordSignIn } from '../../core/audit.ts';
import type { Database } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { LoginThrottle } from '../../core/login-throttle.ts';
import { CompanySignInRefusal, type ProviderIdentity } from './admins.company-sign-in.provider.ts';
import { createSession } from './admins.sessions.service.ts';

/**
 * Signs in the admin whose e-mail the provider has verified (docs/decisions/460), through the same
 * sign-in limit and into the same audit log as a password: never creates an admin. Two-factor is
 * left to the provider (docs/decisions/463). Throws CompanySignInRefusal for the sign-in page.
 */
export async function signInWithProvider(
  db: Database,
  { throttle, provider }: { throttle: LoginThrottle; provider: string },
  identity: ProviderIdentity,
  ip: string,
): Promise<string> {
  const email = identity.email;
  if (!email) throw new CompanySignInRefusal('not_verified');
  const details = { with: provider };
  try {
    return await throttle.guard(ip, email, async () => {
      const [admin] = await db
        .select({ id: admins.id, name: admins.name })
        .from(admins)
        .where(eq(admins.email, email))
        .limit(1);
      if (!admin || !identity.verified) {
        await recordSignIn(db, { email, admin, ip, action: 'provider_refused', details });
        // A wrong guess to the limit, like an unknown e-mail typed in the form.
        const refusal = identity.verified
          ? companySignInMessages.unknownAdmin
          : companySignInMessages.notVerified;
        throw new AppError('UNAUTHENTICATED', refusal);
      }
      return db.transaction(async (tx) => {
        await recordSignIn(tx, { email, admin, ip, action: 'signed_in', details });
        return createSession(tx, admin.id, true);
      });
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'RATE_LIMITED') throw new CompanySignInRefusal('too_many');
    if (error.code === 'UNAUTHENTICATED') {
      const verified = error.message !== companySignInMessages.notVerified;
      throw new CompanySignInRefusal(verified ? 'unknown_admin' : 'not_verified');
    }
    throw error;
  }
}
