import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../core/config.ts';
import type { Executor } from '../../core/db.ts';
import { isSealed, keyIdOf, type SecretBox, secretBox } from '../../core/secret-box.ts';
import { adminTwoFactor } from './admins.two-factor.schema.ts';

/** Where the key is kept when TWO_FACTOR_KEY is unset: DATA_DIR/two-factor.key, owner-only. */
export const twoFactorKeyFile = 'two-factor.key';

/** The key of a key file: base64 text of 32 bytes. */
async function readKeyFile(file: string): Promise<Buffer | undefined> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32)
    throw new Error(
      `${file} holds no two-factor key (32 bytes in base64): restore it, or set TWO_FACTOR_KEY`,
    );
  return key;
}

/** A new key written to `file` (0600); a process that wrote one first meanwhile has its key kept. */
async function generateKeyFile(file: string): Promise<Buffer> {
  const { randomBytes } = await import('node:crypto');
  const key = randomBytes(32);
  try {
    await fs.writeFile(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readKeyFile(file)) as Buffer;
  }
}

/**
 * The box the two-factor secrets are sealed in (docs/decisions/303), opened at start: the key is
 * TWO_FACTOR_KEY, else DATA_DIR/two-factor.key (generated, 0600, when missing and no secret is
 * sealed yet). The secrets the database holds in clear (stored before this) are sealed now; a
 * secret sealed under another key, or sealed secrets with no key, stop the start with a message
 * saying which key is needed: never a server that starts and then refuses every two-factor sign-in.
 */
export async function openTwoFactorSecrets(
  db: Executor,
  config: Pick<Config, 'dataDir' | 'twoFactorKey'>,
): Promise<SecretBox> {
  const file = path.join(config.dataDir, twoFactorKeyFile);
  const rows = await db
    .select({ adminId: adminTwoFactor.adminId, secret: adminTwoFactor.secret })
    .from(adminTwoFactor);
  const sealed = rows.filter((row) => isSealed(row.secret));
  const from = config.twoFactorKey ? 'TWO_FACTOR_KEY' : file;
  const wrongKey =
    `The two-factor secrets in the database were encrypted with another key than ${from}: set ` +
    'TWO_FACTOR_KEY to the key they were encrypted with (every server process on one database needs the same one; ' +
    `unset, it was in ${twoFactorKeyFile} in the DATA_DIR of the first start)`;
  let key = config.twoFactorKey ?? (await readKeyFile(file));
  if (!key) {
    if (sealed.length > 0) {
      throw new Error(
        `The two-factor secrets in the database are encrypted, and no key was given: TWO_FACTOR_KEY is unset and ${file} does not exist. ` +
          `Set TWO_FACTOR_KEY to the key they were encrypted with (unset, it was in ${twoFactorKeyFile} in the DATA_DIR of the first start)`,
      );
    }
    key = await generateKeyFile(file);
  }
  const box = secretBox(key, wrongKey);
  for (const row of sealed) {
    if (keyIdOf(row.secret) !== box.keyId) throw new Error(wrongKey);
  }
  const [first] = sealed;
  if (first) {
    try {
      box.open(first.secret, first.adminId);
    } catch {
      throw new Error(`${wrongKey}; or the secret of admin ${first.adminId} is damaged`);
    }
  }
  for (const row of rows) {
    if (isSealed(row.secret)) continue;
    // Guarded by the value read: a process sealing the same row meanwhile wins once.
    await db
      .update(adminTwoFactor)
      .set({ secret: box.seal(row.secret, row.adminId) })
      .where(and(eq(adminTwoFactor.adminId, row.adminId), eq(adminTwoFactor.secret, row.secret)));
  }
  return box;
}
