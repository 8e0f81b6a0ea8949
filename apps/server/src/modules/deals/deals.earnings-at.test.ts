import { submissionPaths } from '@simsar/contract/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildUnit } from '../../../test/unit-builders.ts';

/** System's choice of when a deal's commission goes into the broker's earnings (docs/decisions/532). */
let t: TestApp;
let superToken: string;
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
let broker: Awaited<ReturnType<typeof buildBroker>>;
const project = 'Palm Hills West';
const paths = submissionPaths.deal;
const at = (path: string, id: string) => path.replace(':id', id);

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  ordinary = await buildAdmin(t, superToken, 'Salma');
  broker = await buildBroker(t, superToken, ordinary.admin._id, 'Karim Broker');
  const developer = await call(t, 'POST', '/api/developers', {
    token: superToken,
    body: { name_en: 'Palm Hills', name_ar: 'بالم هيلز' },
  });
  await buildUnit(t, superToken, {
    project_name: project,
    project_code: project,
    commission: '2',
    developer_id: developer.json().developer._id,
  });
});
afterAll(() => t.close());

const earningsAt = (value: unknown, token = superToken) =>
  call(t, 'PUT', '/api/system/earnings_at', { token, body: { at: value } });

async function acceptedDeal(value: string) {
  const deal = await buildSubmission(t, 'deal', broker.token, { project_code: project, deal_value: value });
  await call(t, 'PUT', at(paths.pending, deal._id), { token: superToken });
  await call(t, 'PUT', at(paths.accept, deal._id), { token: superToken, body: { date: '2026-11-01' } });
  const claims = (await call(t, 'GET', '/api/receivables?search=palm', { token: superToken })).json().items;
  const claim = claims.find((one: { deal_id: string }) => one.deal_id === deal._id);
  return { dealId: deal._id as string, claimId: claim._id as string };
}

const earnings = async () =>
  Number(
    (await call(t, 'GET', `/api/user/earnings/${broker.user._id}`, { token: superToken })).json().earnings,
  );

describe('when a commission is added to the earnings', () => {
  it('is at acceptance by default, and only super admins change it, audited', async () => {
    const settings = await call(t, 'GET', '/api/system/', { token: superToken });
    expect(settings.json().earnings_at).toBe('acceptance');
    expect((await earningsAt('payment', ordinary.token)).statusCode).toBe(403);
    const wrong = await earningsAt('tomorrow');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose when a commission is added to the earnings');

    const { dealId } = await acceptedDeal('100,000');
    const added = await call(t, 'POST', at(paths.commission, dealId), { token: superToken });
    expect(added.statusCode, added.body).toBe(200);
    expect(await earnings()).toBeGreaterThan(0);

    const saved = await earningsAt('payment');
    expect(saved.json()).toEqual({ message: 'Saved', at: 'payment' });
    expect((await call(t, 'GET', '/api/system/', { token: superToken })).json().earnings_at).toBe('payment');
    const audit = await call(t, 'GET', '/api/audit?kind=settings', { token: superToken });
    expect(audit.json().items[0]).toMatchObject({
      action: 'update',
      before: { earnings_at: 'acceptance' },
      after: { earnings_at: 'payment' },
    });
  });

  it('waits, once set to payment, until the developer has paid the deal in full', async () => {
    await earningsAt('payment');
    const before = await earnings();
    const { dealId, claimId } = await acceptedDeal('500,000');
    const add = () => call(t, 'POST', at(paths.commission, dealId), { token: superToken });
    const early = await add();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "The developer has not paid this deal's commission yet: it is added once the claim is Paid",
    );
    const receivable = (action: string, body: unknown) =>
      call(t, 'POST', `/api/receivables/${claimId}/${action}`, { token: superToken, body });
    await receivable('invoice', {
      invoiced_on: '2026-11-05',
      invoice_number: 'INV-21',
      invoice_amount: '10000',
    });
    await receivable('payment', { paid_on: '2026-11-10', amount: '4000' });
    expect((await add()).statusCode).toBe(409);
    expect(await earnings()).toBe(before);

    await receivable('payment', { paid_on: '2026-11-20', amount: '6000' });
    const added = await add();
    expect(added.statusCode, added.body).toBe(200);
    const total = Number(added.json().response.commission.total);
    expect(total).toBeGreaterThan(0);
    expect(await earnings()).toBeCloseTo(before + total, 2);
  });

  it('leaves forms, which have no claim, at acceptance', async () => {
    await earningsAt('payment');
    const form = await buildSubmission(t, 'form', broker.token, { project_code: project });
    const formPaths = submissionPaths.form;
    await call(t, 'PUT', at(formPaths.pending, form._id), { token: superToken });
    await call(t, 'PUT', at(formPaths.accept, form._id), { token: superToken, body: { date: '2026-11-01' } });
    const added = await call(t, 'POST', at(formPaths.commission, form._id), { token: superToken });
    expect(added.statusCode, added.body).toBe(200);
  });
});
