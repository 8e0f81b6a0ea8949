import type { AppRequest } from '@simsar/contract/requests-schemas';
import { expect } from 'vitest';
import { call, type TestApp } from './harness.ts';
import { callMultipart, imageFile } from './multipart.ts';

let phoneCounter = 0;

/** A mobile number by the spec's pattern (at most 11 digits), different on each call. */
export function requestPhone(): string {
  phoneCounter += 1;
  return `0101${String((Date.now() % 10_000) * 1000 + (phoneCounter % 1000)).padStart(7, '0')}`;
}

/** Files a member's request through the apps API (POST /api/app/{queue}); expects 201. */
export async function fileRequest(
  t: TestApp,
  token: string,
  path: string,
  body: Record<string, unknown> = { phone: requestPhone(), message: 'Please call me back' },
): Promise<AppRequest> {
  const reply = await call(t, 'POST', path, { token, body });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

/** Files a franchise request anonymously, with a real PNG; expects 201. */
export async function fileFranchiseRequest(
  t: TestApp,
  fields: Record<string, string> = {},
): Promise<AppRequest> {
  const reply = await callMultipart(t, 'POST', '/api/app/franchise_requests', {
    name: 'Omar Hassan',
    phone: requestPhone(),
    description: 'A shop in Nasr City, ten years in real estate',
    location: 'https://maps.google.com/?q=30.05,31.33',
    image: await imageFile('omar.png'),
    ...fields,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

/** The ids of a page reply's items. */
export function itemIds(reply: { json: () => { items: { _id: string }[] } }): string[] {
  return reply.json().items.map((item) => item._id);
}
