import { submissionPaths } from '@simsar/contract/deals';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { buildUnit } from '../../../test/unit-builders.ts';
import { developerClaims } from './deals.schema.ts';

/** What the developers owe (docs/decisions/531): a claim a deal accepted, its moves, the ageing. */
const t = useTestApp();
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
let broker: Awaited<ReturnType<typeof buildBroker>>;
let developerId: string;
let projectId: string;
const project = 'Sodic East';

beforeAll(async () => {
  ordinary = await buildAdmin(t, t.superToken, 'Mona');
  broker = await buildBroker(t, t.superToken, ordinary.admin._id, 'Omar Broker');
  const developer = await call(t, 'POST', '/api/developers', {
    token: t.superToken,
    body: { name_en: 'Sodic', name_ar: 'سوديك' },
  });
  developerId = developer.json().developer._id;
  projectId = (
    await buildUnit(t, t.superToken, {
      project_name: project,
      project_code: project,
      commission: '2.5',
      developer_id: developerId,
    })
  )._id;
});

const paths = submissionPaths.deal;
const at = (path: string, id: string) => path.replace(':id', id);

/** A deal of `value` EGP accepted by the super admin; its claim. */
async function acceptedDeal(value: string) {
  const deal = await buildSubmission(t, 'deal', broker.token, { project_code: project, deal_value: value });
  await call(t, 'PUT', at(paths.pending, deal._id), { token: t.superToken });
  const accepted = await call(t, 'PUT', at(paths.accept, deal._id), {
    token: t.superToken,
    body: { date: '2026-11-01' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const claims = (await call(t, 'GET', '/api/receivables?search=sodic', { token: t.superToken })).json()
    .items;
  const claim = claims.find((one: { deal_id: string }) => one.deal_id === deal._id);
  expect(claim).toBeDefined();
  return claim as { _id: string; state: string; expected: string };
}

const post = (id: string, action: 'invoice' | 'payment' | 'write_off', body: unknown, token = t.superToken) =>
  call(t, 'POST', `/api/receivables/${id}/${action}`, { token, body });

describe('commission claims', () => {
  it('opens one on a deal accepted, for the project commission on the final value', async () => {
    const claim = await acceptedDeal('1,000,000');
    expect(claim).toMatchObject({
      state: 'not_invoiced',
      expected: '25000.00',
      received: '0.00',
      developer: { _id: developerId, name_en: 'Sodic' },
    });
  });

  it('moves Not invoiced -> Invoiced -> Paid through partial payments, each step audited', async () => {
    const claim = await acceptedDeal('400,000');
    const bad = await post(claim._id, 'invoice', {
      invoiced_on: 'soon',
      invoice_number: '',
      invoice_amount: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      invoiced_on: 'Enter the invoice date as YYYY-MM-DD',
      invoice_number: 'Invoice number is required',
      invoice_amount: 'The amount must be more than 0',
    });
    const early = await post(claim._id, 'payment', { paid_on: '2026-11-20', amount: '100' });
    expect(early.statusCode).toBe(409);

    const invoiced = await post(claim._id, 'invoice', {
      invoiced_on: '2026-11-10',
      invoice_number: 'INV-7',
      invoice_amount: '10000',
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json()).toMatchObject({
      message: 'Claim invoiced',
      claim: { state: 'invoiced', invoice_number: 'INV-7' },
    });
    expect(
      (
        await post(claim._id, 'invoice', {
          invoiced_on: '2026-11-10',
          invoice_number: 'X',
          invoice_amount: '1',
        })
      ).statusCode,
    ).toBe(409);

    const part = await post(claim._id, 'payment', { paid_on: '2026-11-20', amount: '4000' });
    expect(part.json().claim).toMatchObject({ state: 'invoiced', received: '4000.00' });
    const tooMuch = await post(claim._id, 'payment', { paid_on: '2026-11-21', amount: '6000.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The payment is more than what is left to pay');
    const rest = await post(claim._id, 'payment', { paid_on: '2026-11-25', amount: '6000' });
    expect(rest.json().claim).toMatchObject({ state: 'paid', received: '10000.00', paid_on: '2026-11-25' });
    expect((await post(claim._id, 'write_off', { reason: 'late' })).statusCode).toBe(409);

    const audit = await call(t, 'GET', `/api/audit?kind=claim&item=${claim._id}`, { token: t.superToken });
    expect(
      audit
        .json()
        .items.map((entry: { action: string }) => entry.action)
        .sort(),
    ).toEqual(['invoice', 'open_claim', 'record_payment', 'record_payment']);
  });

  it('gives one of two admins acting on a claim at once the move and the other 409', async () => {
    const claim = await acceptedDeal('200,000');
    const body = { invoiced_on: '2026-11-10', invoice_number: 'INV-9', invoice_amount: '5000' };
    const replies = await Promise.all([post(claim._id, 'invoice', body), post(claim._id, 'invoice', body)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const written = await post(claim._id, 'write_off', { reason: 'Developer in liquidation' });
    expect(written.json().claim).toMatchObject({
      state: 'written_off',
      write_off_reason: 'Developer in liquidation',
    });
  });

  it('ages what is owed by days since acceptance, by developer, with totals', async () => {
    const young = await acceptedDeal('100,000');
    const old = await acceptedDeal('200,000');
    const older = await acceptedDeal('300,000');
    const day = 86_400_000;
    const setAccepted = (id: string, daysAgo: number) =>
      t.db
        .update(developerClaims)
        .set({ acceptedAt: new Date(Date.now() - daysAgo * day) })
        .where(eq(developerClaims.id, id));
    await setAccepted(young._id, 5);
    await setAccepted(old._id, 45);
    await setAccepted(older._id, 120);
    await post(older._id, 'invoice', {
      invoiced_on: '2026-08-01',
      invoice_number: 'INV-1',
      invoice_amount: '7000',
    });
    await post(older._id, 'payment', { paid_on: '2026-09-01', amount: '1000' });
    // Only these three stay open: the others were paid, written off, or are at most 30 days old.
    await t.db.execute(
      sql`update developer_claims set status = 'written_off' where id not in (${young._id}, ${old._id}, ${older._id})`,
    );

    const reply = await call(t, 'GET', '/api/receivables/ageing', { token: t.superToken });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      developers: [
        {
          developer: { _id: developerId, name_en: 'Sodic', name_ar: 'سوديك' },
          days_0_30: '2500.00',
          days_31_60: '5000.00',
          days_61_90: '0.00',
          over_90: '6000.00',
          total: '13500.00',
        },
      ],
      totals: {
        days_0_30: '2500.00',
        days_31_60: '5000.00',
        days_61_90: '0.00',
        over_90: '6000.00',
        total: '13500.00',
      },
    });
  });

  it('keeps a developer with claims from being deleted', async () => {
    await call(t, 'DELETE', `/api/units/delete/${projectId}`, { token: t.superToken });
    const refused = await call(t, 'DELETE', `/api/developers/${developerId}`, { token: t.superToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This developer has commission claims and cannot be deleted');
  });

  it('refuses an ordinary admin the receivables with 403', async () => {
    for (const path of [
      '/api/receivables',
      '/api/receivables/ageing',
      '/api/export/receivables?format=csv',
    ]) {
      expect((await call(t, 'GET', path, { token: ordinary.token })).statusCode, path).toBe(403);
    }
    const claim = (await call(t, 'GET', '/api/receivables', { token: t.superToken })).json().items[0];
    expect((await post(claim._id, 'write_off', { reason: 'x' }, ordinary.token)).statusCode).toBe(403);
  });
});
