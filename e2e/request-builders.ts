import type { APIRequestContext } from '@playwright/test';
import { apiToken, superAdmin } from './builders.ts';
import { expect } from './fixtures.ts';
import type { Member } from './members.ts';
import { buildUnit } from './unit-builders.ts';
import { pngFile } from './user-screens.ts';

let counter = 0;

/** A mobile number by the spec's pattern (11 digits), different on each call. */
export function requestPhone(): string {
  counter += 1;
  return `0150${String((Date.now() % 10_000) * 1000 + (counter % 1000)).padStart(7, '0')}`;
}

/** Files a member's request through the apps API (POST /api/app/{queue}). */
export async function fileRequest(
  request: APIRequestContext,
  member: Member,
  path: string,
  data: Record<string, unknown>,
): Promise<{ _id: string }> {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${member.token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A franchise join request, filed anonymously with a photo. */
export async function fileFranchiseRequest(request: APIRequestContext, name: string, phone: string) {
  const response = await request.post('/api/app/franchise_requests', {
    multipart: {
      name,
      phone,
      description: 'A shop on Abbas El Akkad street',
      location: 'https://maps.google.com/?q=30.06,31.34',
      image: pngFile,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
}

/** A project the apps show (created, then marked viewed). */
export async function buildPublishedUnit(request: APIRequestContext, name: string): Promise<string> {
  const unit = await buildUnit(request, name);
  const token = await apiToken(request, superAdmin);
  const viewed = await request.put(`/api/units/update_view/${unit._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(viewed.status()).toBe(200);
  return unit._id;
}
