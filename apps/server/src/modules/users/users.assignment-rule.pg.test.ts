import type { User } from '@simsar/contract/users';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildAdmin,
  call,
  signInSuper,
  startSecondInstance,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { buildMember } from '../../../test/members.ts';

// Two server processes on one PostgreSQL database (docs/decisions/276): registrations at once on
// both pick one after the other under the rule's lock, so round robin still alternates.
let t: TestApp;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  t = await startTestApp({}, { assignmentRule: 'as migrated' });
  second = await startSecondInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

it('alternates round robin over registrations at once on two processes', async () => {
  const superToken = await signInSuper(t);
  const ids = [
    (await buildAdmin(t, superToken, 'Admin A')).admin._id,
    (await buildAdmin(t, superToken, 'Admin B')).admin._id,
  ];
  const settings = (await call(t, 'GET', '/api/system/', { token: superToken })).json();
  const { updatedAt: _, require_two_factor: __, ...fields } = settings;
  const saved = await call(t, 'PUT', '/api/system/update', {
    token: superToken,
    body: { ...fields, assignment_rules: { Client: 'round_robin' } },
  });
  expect(saved.statusCode).toBe(200);

  const processes = [t, { ...t, app: second.app }];
  const members: User[] = (
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => buildMember(processes[i % 2] as TestApp, { user_type: 'Client' })),
    )
  ).map((member) => member.user);
  const toA = members.filter((member) => member.admin_id === ids[0]).length;
  const toB = members.filter((member) => member.admin_id === ids[1]).length;
  expect([toA, toB]).toEqual([4, 4]);
});
