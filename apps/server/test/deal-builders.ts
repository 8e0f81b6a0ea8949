import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { buildAcceptedBroker, uniquePhone } from './members.ts';
import { callMultipart, imageFile, type MultipartValue, pdfFile } from './multipart.ts';
import { buildUnit } from './unit-builders.ts';

/** A project brokers can name by its code (the project name). */
export async function buildProject(t: TestApp, superToken: string, name = 'Palm Hills New Cairo') {
  return buildUnit(t, superToken, {
    project_name: name,
    project_code: name,
    commission: '2.5',
    incentive: '1.25',
  });
}

/** The fields of a valid form or deal, as the app sends them. */
export function submissionFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    developer: 'Palm Hills Developments',
    client_name: 'Hany Mostafa',
    client_phone: '01098765432',
    client_id: '29001011234567',
    project_code: 'Palm Hills New Cairo',
    sales_name: 'Mona Adel',
    sales_phone: '01234567890',
    deal_value: '2,500,000.50',
    date: '2026-12-15',
    ...overrides,
  };
}

export function cilFields(overrides: Record<string, string> = {}): Record<string, string> {
  const { client_id: _id, deal_value: _value, date: _date, ...fields } = submissionFields(overrides);
  return fields;
}

export const appPaths = { form: '/api/app/forms', deal: '/api/app/deals', cil: '/api/app/cil' } as const;

/** Submits through the app API as the broker holding `token`; the raw reply. */
export async function submitAs(
  t: TestApp,
  kind: keyof typeof appPaths,
  token: string,
  fields: Record<string, MultipartValue | undefined>,
  image: MultipartValue | undefined = undefined,
) {
  return callMultipart(
    t,
    'POST',
    appPaths[kind],
    { ...fields, image: image ?? (await imageFile('receipt.png')) },
    token,
  );
}

/** Submits a valid item and returns it. */
export async function buildSubmission(
  t: TestApp,
  kind: keyof typeof appPaths,
  token: string,
  overrides: Record<string, string> = {},
) {
  const fields = kind === 'cil' ? cilFields(overrides) : submissionFields(overrides);
  const reply = await submitAs(t, kind, token, fields, pdfFile('contract.pdf'));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response as { _id: string; status: string } & Record<string, unknown>;
}

/** An accepted broker assigned to `adminId`, with a phone of its own. */
export function buildBroker(t: TestApp, superToken: string, adminId: string, name?: string) {
  return buildAcceptedBroker(t, superToken, adminId, { phone: uniquePhone(), ...(name && { name }) });
}
