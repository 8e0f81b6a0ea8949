import type { Preferences, PreferencesInput } from '@simsar/contract/auth';
import type { ColorSchemeChoice, Digits, Language } from '@simsar/contract/sign-in';
import { eq } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import type { Executor } from '../../core/db.ts';

/** The admin's own choices as the session probe and the preferences call answer them. */
export async function preferencesOf(db: Executor, adminId: string): Promise<Preferences> {
  const [row] = await db
    .select({ colorScheme: admins.colorScheme, language: admins.language, digits: admins.digits })
    .from(admins)
    .where(eq(admins.id, adminId));
  return {
    color_scheme: (row?.colorScheme ?? 'auto') as ColorSchemeChoice,
    language: (row?.language ?? 'en') as Language,
    digits: (row?.digits ?? 'latin') as Digits,
  };
}

/**
 * PUT /api/admin/preferences: the signed-in admin's own choices, for every browser they sign in on
 * (docs/decisions/286, 287): the choices the body carries, the others kept. Only the admin's own
 * row; not audited (it changes no one's data but how the console looks to this admin).
 */
export async function savePreferences(db: Executor, adminId: string, preferences: PreferencesInput) {
  await db
    .update(admins)
    .set({
      ...(preferences.color_scheme && { colorScheme: preferences.color_scheme }),
      ...(preferences.language && { language: preferences.language }),
      ...(preferences.digits && { digits: preferences.digits }),
    })
    .where(eq(admins.id, adminId));
  return preferencesOf(db, adminId);
}
