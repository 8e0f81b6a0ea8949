import { randomUUID } from 'node:crypto';
import type { User, UserType } from '@simsar/contract/users';
import { call, type TestApp } from './harness.ts';

let phoneCounter = 0;

/** A unique phone number: 0100 plus eight digits drawn from the test's own counter and a random part. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const random = Number.parseInt(randomUUID().slice(0, 6), 16) % 10_000;
  return `0100${String(random).padStart(4, '0')}${String(phoneCounter % 10_000).padStart(4, '0')}`;
}

export type MemberInput = {
  user_type?: UserType;
  name?: string;
  phone?: string;
  email?: string;
  invitation_code?: string;
  area?: string;
};

/** Registers a member through the apps API; returns its token and user as the reply gave them. */
export async function buildMember(
  t: TestApp,
  input: MemberInput = {},
): Promise<{ token: string; user: User; password: string }> {
  const password = 'Member-pass-1';
  const reply = await call(t, 'POST', '/api/app/register', {
    body: {
      user_type: input.user_type ?? 'Client',
      name: input.name ?? `Member ${randomUUID().slice(0, 6)}`,
      email: input.email ?? `member-${randomUUID().slice(0, 8)}@simsar.test`,
      phone: input.phone ?? uniquePhone(),
      password,
      ...(input.invitation_code && { invitation_code: input.invitation_code }),
      ...(input.area && { area: input.area, work_at: 'Nile Realty', years_experience: 4 }),
    },
  });
  if (reply.statusCode !== 201) throw new Error(`register failed: ${reply.statusCode} ${reply.body}`);
  return { ...reply.json(), password };
}

/** A broker accepted by the super admin and assigned to `adminId`. */
export async function buildAcceptedBroker(
  t: TestApp,
  superToken: string,
  adminId: string,
  input: MemberInput = {},
) {
  const broker = await buildMember(t, { ...input, user_type: 'Broker' });
  const reply = await call(t, 'PUT', `/api/user/accept/${broker.user._id}`, {
    token: superToken,
    body: { admin_id: adminId },
  });
  if (reply.statusCode !== 200) throw new Error(`accept failed: ${reply.statusCode} ${reply.body}`);
  return { ...broker, user: reply.json().user as User };
}

/** A client or franchise assigned to `adminId` through the change-admin call. */
export async function buildAssignedMember(
  t: TestApp,
  superToken: string,
  adminId: string,
  input: MemberInput & { user_type: 'Client' | 'Franchise' },
) {
  const member = await buildMember(t, input);
  const reply = await call(t, 'PUT', `/api/user/change_admin/${member.user._id}`, {
    token: superToken,
    body: { admin_id: adminId },
  });
  if (reply.statusCode !== 200) throw new Error(`change admin failed: ${reply.statusCode} ${reply.body}`);
  return { ...member, user: reply.json().user as User };
}

/** The ids of a list reply's `response`. */
export function idsOf(reply: { json: () => { response: User[] } }): string[] {
  return reply.json().response.map((user) => user._id);
}
