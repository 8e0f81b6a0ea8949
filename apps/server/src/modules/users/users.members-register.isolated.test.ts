import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildMember, uniquePhone } from '../../../test/members.ts';
import * as passwords from '../../core/passwords.ts';

// The real argon2id hashing, watched: how many times a registration runs it.
vi.mock('../../core/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/passwords.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('refuses a registered e-mail before hashing anything', async () => {
  const member = await buildMember(t, { user_type: 'Client' });
  const hashes = vi.mocked(passwords.hashPassword);
  hashes.mockClear();
  const reply = await call(t, 'POST', '/api/app/register', {
    body: {
      user_type: 'Client',
      name: 'Copy',
      email: member.user.email.toUpperCase(),
      phone: uniquePhone(),
      password: 'Member-pass-1',
    },
  });
  expect(reply.statusCode).toBe(409);
  expect(reply.json().fields).toEqual({ email: 'This e-mail is already registered' });
  expect(hashes).not.toHaveBeenCalled();
  // A phone already registered is refused before hashing too.
  const samePhone = await call(t, 'POST', '/api/app/register', {
    body: {
      user_type: 'Client',
      name: 'Copy',
      email: 'another-address@simsar.test',
      phone: member.user.phone,
      password: 'Member-pass-1',
    },
  });
  expect(samePhone.statusCode).toBe(409);
  expect(samePhone.json().fields).toEqual({ phone: 'This phone number is already registered' });
  expect(hashes).not.toHaveBeenCalled();
});
