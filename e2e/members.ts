import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type AdminAccount, apiToken, superAdmin } from './builders.ts';
import { expect } from './fixtures.ts';

export type Member = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  my_invitation_code: string | null;
  /** The admin the member got at registration (an inviter's, or the assignment rule's), or null. */
  admin_id: string | null;
  token: string;
};
type UserType = 'Broker' | 'Client' | 'Franchise';

let counter = 0;

/** A name and phone no other test uses (the super admin's lists are shared by every test). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

function uniquePhone(): string {
  counter += 1;
  const random = Number.parseInt(randomUUID().slice(0, 6), 16) % 100_000;
  return `011${String(random).padStart(5, '0')}${String(counter % 1000).padStart(3, '0')}`;
}

/** Registers a member through the apps API (POST /api/app/register). */
export async function registerMember(
  request: APIRequestContext,
  type: UserType,
  options: { name?: string; invitationCode?: string; phone?: string } = {},
): Promise<Member> {
  const name = options.name ?? uniqueName(type);
  const response = await request.post('/api/app/register', {
    data: {
      user_type: type,
      name,
      email: `${randomUUID().slice(0, 12)}@members.simsar.test`,
      phone: options.phone ?? uniquePhone(),
      password: 'Member-pass-1',
      ...(type === 'Broker' && { area: 'New Cairo', work_at: 'Nile Realty', years_experience: 5 }),
      ...(options.invitationCode && { invitation_code: options.invitationCode }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: Omit<Member, 'token'> };
  return { ...body.user, token: body.token };
}

async function superHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, superAdmin)}` };
}

/** The _id of an admin account (GET /api/admin/me with its own token). */
export async function adminIdOf(request: APIRequestContext, account: AdminAccount): Promise<string> {
  const token = await apiToken(request, account);
  const response = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { _id: string })._id;
}

/** A broker registered and accepted onto `adminId` by the super admin. */
export async function acceptedBroker(
  request: APIRequestContext,
  adminId: string,
  name?: string,
): Promise<Member> {
  const broker = await registerMember(request, 'Broker', { name });
  await acceptOnto(request, broker._id, adminId);
  return broker;
}

/** The super admin accepts a pending broker onto `adminId`. */
export async function acceptOnto(
  request: APIRequestContext,
  brokerId: string,
  adminId: string,
): Promise<void> {
  const response = await request.put(`/api/user/accept/${brokerId}`, {
    data: { admin_id: adminId },
    headers: await superHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A client or franchise assigned to `adminId` (PUT /api/user/change_admin/{id}). */
export async function assignedMember(
  request: APIRequestContext,
  type: 'Client' | 'Franchise',
  adminId: string,
  name?: string,
  phone?: string,
): Promise<Member> {
  const member = await registerMember(request, type, { name, phone });
  const response = await request.put(`/api/user/change_admin/${member._id}`, {
    data: { admin_id: adminId },
    headers: await superHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(200);
  return member;
}

/** What a member's app sees: GET /api/app/notifications. */
export async function notificationsOf(
  request: APIRequestContext,
  member: Member,
): Promise<{ text: string; link: string | null; image: string | null }[]> {
  const response = await request.get('/api/app/notifications', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as { response: { text: string; link: string | null; image: string | null }[] }
  ).response;
}
