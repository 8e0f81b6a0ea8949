import type { SystemSettingsReply } from '@simsar/contract/system';
import { eq } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { systemSettings } from './system.schema.ts';

async function readRequirement(db: Executor) {
  const [row] = await db
    .select({
      required: systemSettings.requireCompanySignIn,
      breakGlassId: systemSettings.breakGlassAdminId,
      breakGlassName: admins.name,
      breakGlassEmail: admins.email,
    })
    .from(systemSettings)
    .leftJoin(admins, eq(admins.id, systemSettings.breakGlassAdminId))
    .where(eq(systemSettings.id, 1));
  return row ?? { required: false, breakGlassId: null, breakGlassName: null, breakGlassEmail: null };
}

type CompanySignInState = NonNullable<SystemSettingsReply['company_sign_in']>;

/**
 * The settings' `company_sign_in`: the provider (null when OIDC_* are unset), whether passwords are
 * refused, and who may still use one.
 */
export async function companySignInState(db: Executor, provider: string | null): Promise<CompanySignInState> {
  const row = await readRequirement(db);
  return {
    provider,
    required: row.required,
    break_glass:
      row.breakGlassId && row.breakGlassName !== null && row.breakGlassEmail !== null
        ? { _id: row.breakGlassId, name: row.breakGlassName, email: row.breakGlassEmail }
        : null,
  };
}

/**
 * Whether this admin's password is refused (docs/decisions/462): company sign-in is set up and
 * required, and the admin is not the break-glass super admin. With OIDC_* unset the requirement
 * is not applied, or nobody but one admin could sign in at all.
 */
export async function isPasswordSignInRefused(
  db: Executor,
  companySignInOn: boolean,
  adminId: string | undefined,
): Promise<boolean> {
  if (!companySignInOn) return false;
  const { required, breakGlassId } = await readRequirement(db);
  return required && adminId !== breakGlassId;
}

/**
 * PUT /api/system/company_sign_in {required} (super admins): turning it on makes the caller the
 * break-glass super admin; turning it off forgets them. Audited as a settings change.
 */
export async function setCompanySignInRequired(db: Executor, admin: AuditAdmin, required: boolean) {
  await db.transaction(async (tx) => {
    const before = await readRequirement(tx);
    const breakGlassAdminId = required ? admin.id : null;
    await tx
      .update(systemSettings)
      .set({ requireCompanySignIn: required, breakGlassAdminId, updatedAt: new Date(), updatedBy: admin.id })
      .where(eq(systemSettings.id, 1));
    await recordAudit(tx, {
      admin,
      action: 'update',
      kind: 'settings',
      itemId: 'system',
      before: { require_company_sign_in: before.required, break_glass_admin: before.breakGlassName },
      after: { require_company_sign_in: required, break_glass_admin: required ? admin.name : null },
    });
  });
}
