import type { APIRequestContext } from '@playwright/test';
import { apiToken, superAdmin } from './builders.ts';
import { expect } from './fixtures.ts';
import type { Member } from './members.ts';
import { files } from './unit-builders.ts';

type Blobbed = { name: string; mimeType: string; buffer: Buffer };
const blob = (file: Blobbed) => new Blob([new Uint8Array(file.buffer)], { type: file.mimeType });

export const appPaths = { form: '/api/app/forms', deal: '/api/app/deals', cil: '/api/app/cil' } as const;
export type AppKind = keyof typeof appPaths;

/** Submits a form, deal or CIL as the broker's app would (multipart, with an image or PDF). */
export async function submitFromApp(
  request: APIRequestContext,
  kind: AppKind,
  broker: Member,
  fields: { client_name: string; project_code: string; client_phone?: string; developer?: string },
  image: Blobbed = files.png('receipt.png'),
) {
  const form = new FormData();
  const values: Record<string, string> = {
    developer: fields.developer ?? 'Nile Developments',
    client_name: fields.client_name,
    client_phone: fields.client_phone ?? '01098765432',
    project_code: fields.project_code,
    sales_name: 'Mona Adel',
    sales_phone: '01234567890',
    ...(kind !== 'cil' && { client_id: '29001011234567', deal_value: '2500000.50', date: '2026-12-15' }),
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  form.append('image', blob(image), image.name);
  const response = await request.post(appPaths[kind], {
    multipart: form,
    headers: { Authorization: `Bearer ${broker.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).response as { _id: string; duplicate?: { broker: string } | null };
}

/** What the broker's app lists: GET /api/app/{forms|deals|cil}. */
export async function appListOf(request: APIRequestContext, kind: AppKind, broker: Member) {
  const response = await request.get(appPaths[kind], {
    headers: { Authorization: `Bearer ${broker.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).items as { _id: string; status: string }[];
}

const consoleBases = { form: '/api/form', deal: '/api/deal', cil: '/api/cil' } as const;

/**
 * Moves a form, deal or CIL as a super admin would (content-operations §7): to pending, or accepted
 * (a form's or deal's date; a CIL's admin, contact and image).
 */
export async function moveAsSuper(
  request: APIRequestContext,
  kind: AppKind,
  move: 'pending' | 'accept',
  id: string,
) {
  const headers = { Authorization: `Bearer ${await apiToken(request, superAdmin)}` };
  const base = consoleBases[kind];
  let response: Awaited<ReturnType<APIRequestContext['put']>>;
  if (move === 'pending') {
    response = await request.put(`${base}/pending_${kind}/${id}`, { headers });
  } else if (kind === 'cil') {
    const form = new FormData();
    form.append('admin', 'Sara');
    form.append('contact', '01012345678');
    const image = files.png('letter.png');
    form.append('image', blob(image), image.name);
    response = await request.put(`${base}/accept/${id}`, { headers, multipart: form });
  } else {
    response = await request.put(`${base}/update/${id}`, { headers, data: { date: '2027-01-20' } });
  }
  expect(response.status(), await response.text()).toBe(200);
}
