import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../core/config.ts';
import { adminTwoFactor } from './admins.two-factor.schema.ts';

// Two-factor secrets are kept encrypted under a key from the environment or DATA_DIR, which is its
// owner's alone (docs/decisions/303).
let t: TestApp;
let superToken: string;
let scratch: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-key-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

/** The key the test app made in its DATA_DIR, as TWO_FACTOR_KEY would give it to another process. */
const keyOfFirstStart = async () =>
  readConfig({
    TWO_FACTOR_KEY: (await fs.readFile(path.join(t.config.dataDir, 'two-factor.key'), 'utf8')).trim(),
  }).twoFactorKey;

const secretOf = async (adminId: string) =>
  (await t.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.adminId, adminId)))[0]?.secret;

/** An admin with two-factor sign-in on; the secret their authenticator holds. */
async function withTwoFactor() {
  const admin = await buildAdmin(t, superToken);
  const setup = await call(t, 'POST', '/api/admin/two_factor/setup', {
    token: admin.token,
    body: { password: admin.password },
  });
  const secret: string = setup.json().secret;
  const code = await generate({ secret });
  expect(
    (await call(t, 'POST', '/api/admin/two_factor/enable', { token: admin.token, body: { code } }))
      .statusCode,
  ).toBe(200);
  return { ...admin, secret };
}

/** A sign-in with a code of the step `offset` steps from now (each step's code works once). */
const signInWithCode = async (
  app: Pick<TestApp, 'app'>,
  admin: { email: string; password: string; secret: string },
  offset: number,
) =>
  call(app, 'POST', '/api/admin/login', {
    body: {
      email: admin.email,
      password: admin.password,
      code: await generate({ secret: admin.secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 }),
    },
  });

it('keeps the secret encrypted, under a key made in DATA_DIR for its owner alone', async () => {
  const admin = await withTwoFactor();
  const stored = (await secretOf(admin.admin._id)) as string;
  expect(stored).toMatch(/^v1:[0-9a-f]{16}:/);
  expect(stored).not.toContain(admin.secret);
  // The code of the next step: the current one was used to turn it on.
  expect((await signInWithCode(t, admin, 1)).statusCode).toBe(200);
  const keyFile = path.join(t.config.dataDir, 'two-factor.key');
  expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
  expect((await fs.stat(t.config.dataDir)).mode & 0o777).toBe(0o700);
});

it('makes DATA_DIR owner-only at start, new or made open before', async () => {
  const open = path.join(scratch, 'open');
  await fs.mkdir(open, { mode: 0o755 });
  await fs.chmod(open, 0o755);
  const fresh = path.join(scratch, 'fresh', 'data');
  const twoFactorKey = await keyOfFirstStart();
  for (const dataDir of [open, fresh]) {
    const app = await buildApp({ config: { ...t.config, dataDir, twoFactorKey }, db: t.db, logger: false });
    await app.close();
    expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
  }
});

it('encrypts at start a secret kept in clear before, which goes on working', async () => {
  const admin = await withTwoFactor();
  // As an older server stored it.
  await t.db
    .update(adminTwoFactor)
    .set({ secret: admin.secret })
    .where(eq(adminTwoFactor.adminId, admin.admin._id));
  const app = await buildApp({ config: t.config, db: t.db, logger: false });
  try {
    const stored = (await secretOf(admin.admin._id)) as string;
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(admin.secret);
    expect((await signInWithCode({ app }, admin, 1)).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

it('refuses to start with a wrong key or none, saying which key is needed', async () => {
  await withTwoFactor();
  const wrongKey = randomBytes(32);
  await expect(
    buildApp({ config: { ...t.config, twoFactorKey: wrongKey }, db: t.db, logger: false }),
  ).rejects.toThrow(
    /^The two-factor secrets in the database were encrypted with another key than TWO_FACTOR_KEY: set TWO_FACTOR_KEY to the key/,
  );
  // Another DATA_DIR, without the key file and without TWO_FACTOR_KEY: no key is made up.
  const elsewhere = path.join(scratch, 'elsewhere');
  await expect(
    buildApp({ config: { ...t.config, dataDir: elsewhere }, db: t.db, logger: false }),
  ).rejects.toThrow(/are encrypted, and no key was given: TWO_FACTOR_KEY is unset/);
  await expect(fs.stat(path.join(elsewhere, 'two-factor.key'))).rejects.toThrow(/ENOENT/);
  // The key given in the environment, as every process on one database is given it.
  const twoFactorKey = await keyOfFirstStart();
  const app = await buildApp({
    config: { ...t.config, dataDir: elsewhere, twoFactorKey },
    db: t.db,
    logger: false,
  });
  await app.close();
});

it('reads TWO_FACTOR_KEY in base64 or hexadecimal, and refuses anything else without repeating it', () => {
  const key = randomBytes(32);
  expect(readConfig({ TWO_FACTOR_KEY: key.toString('base64') }).twoFactorKey).toEqual(key);
  expect(readConfig({ TWO_FACTOR_KEY: key.toString('hex') }).twoFactorKey).toEqual(key);
  for (const wrong of ['secret-but-short', key.toString('base64').slice(0, 40), `${key.toString('hex')}00`]) {
    expect(() => readConfig({ TWO_FACTOR_KEY: wrong })).toThrow(/^TWO_FACTOR_KEY must be 32 random bytes/);
    try {
      readConfig({ TWO_FACTOR_KEY: wrong });
    } catch (error) {
      expect(String(error)).not.toContain(wrong);
    }
  }
});
