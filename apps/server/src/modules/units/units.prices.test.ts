import { submissionPaths } from '@simsar/contract/deals';
import { describe, expect, it } from 'vitest';
import { buildBroker, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { callMultipart } from '../../../test/multipart.ts';
import { buildUnit, unitFields } from '../../../test/unit-builders.ts';
import { cairoDay } from '../../core/work-calendar.ts';

/** A project's price lists with a history (docs/decisions/550). */
const t = useTestApp();

const villa = (price: number, area = 250) =>
  JSON.stringify([{ name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: [{ price, area }] }]);

const editPrices = (id: string, name: string, overrides: Record<string, string>) =>
  callMultipart(
    t,
    'PUT',
    `/api/units/update/${id}`,
    { ...unitFields({ project_name: name, ...overrides }) },
    t.superToken,
  );

const pricesOf = async (id: string, token = t.superToken) => {
  const reply = await call(t, 'GET', `/api/units/${id}/prices`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

describe('price list versions', () => {
  it('makes a version at the create and another at an edit of the prices, with the differences', async () => {
    const name = 'Versions Heights';
    const unit = await buildUnit(t, t.superToken, { project_name: name, types: villa(12_000_000) });
    const first = await pricesOf(unit._id);
    expect(first.current).toMatchObject({
      effective_from: cairoDay(new Date()),
      types: [{ name_en: 'Villa', areas_and_prices: [{ price: 12_000_000, area: 250 }] }],
    });
    expect(first.previous).toBeNull();
    expect(first.changes).toEqual([]);

    const edited = await editPrices(unit._id, name, {
      types: villa(13_500_000),
      payment_plans: JSON.stringify([
        { down_payment: 15, years: 8 },
        { down_payment: 20, years: 6 },
      ]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = await pricesOf(unit._id);
    expect(second.versions).toHaveLength(2);
    expect(second.previous._id).toBe(first.current._id);
    expect(second.changes).toEqual([
      { field: 'down_payment', type: null, position: 1, old: 10, new: 15 },
      {
        field: 'price',
        type: { name_en: 'Villa', name_ar: 'فيلا' },
        position: 1,
        old: 12_000_000,
        new: 13_500_000,
      },
    ]);
  });

  it('makes no version when an edit leaves the prices as they were', async () => {
    const name = 'Same Prices Park';
    const unit = await buildUnit(t, t.superToken, { project_name: name });
    const edited = await editPrices(unit._id, name, { description: 'Only the words changed' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await pricesOf(unit._id)).versions).toHaveLength(1);
  });

  it('names added and removed types', async () => {
    const name = 'Types Change';
    const unit = await buildUnit(t, t.superToken, { project_name: name });
    const types = JSON.stringify([
      { name_en: 'Chalet', name_ar: 'شاليه', areas_and_prices: [{ price: 4_000_000, area: 90 }] },
    ]);
    await editPrices(unit._id, name, { types });
    const { changes } = await pricesOf(unit._id);
    expect(changes).toEqual([
      {
        field: 'type_added',
        type: { name_en: 'Chalet', name_ar: 'شاليه' },
        position: 0,
        old: null,
        new: null,
      },
      {
        field: 'type_removed',
        type: { name_en: 'Villa', name_ar: 'فيلا' },
        position: 0,
        old: null,
        new: null,
      },
    ]);
  });

  it('finds the version in force on a day', async () => {
    const unit = await buildUnit(t, t.superToken, { project_name: 'In Force Towers' });
    const today = cairoDay(new Date());
    const on = await call(t, 'GET', `/api/units/${unit._id}/prices/on?date=${today}`, {
      token: t.superToken,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().response.effective_from).toBe(today);
    const before = await call(t, 'GET', `/api/units/${unit._id}/prices/on?date=2001-01-01`, {
      token: t.superToken,
    });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('This project has no price list in force on that day');
    for (const date of ['2026-02-30', 'yesterday', '0000-01-01']) {
      const bad = await call(t, 'GET', `/api/units/${unit._id}/prices/on?date=${date}`, {
        token: t.superToken,
      });
      expect(bad.statusCode, date).toBe(400);
      expect(bad.json().message).toBe('Enter the date as YYYY-MM-DD');
    }
  });

  it('is read by every admin and needs a session; an unknown project is 404', async () => {
    const unit = await buildUnit(t, t.superToken, { project_name: 'Read By All' });
    const ordinary = await buildAdmin(t, t.superToken, 'Prices reader');
    expect((await pricesOf(unit._id, ordinary.token)).current).not.toBeNull();
    const anonymous = await call(t, 'GET', `/api/units/${unit._id}/prices`);
    expect(anonymous.statusCode).toBe(401);
    const missing = await call(t, 'GET', '/api/units/00000000-0000-4000-8000-000000000000/prices', {
      token: t.superToken,
    });
    expect(missing.statusCode).toBe(404);
    const edit = await callMultipart(t, 'PUT', `/api/units/update/${unit._id}`, unitFields(), ordinary.token);
    expect(edit.statusCode).toBe(403);
  });
});

describe('a deal keeps its price list', () => {
  it('shows the version in force when it was filed, not a later one', async () => {
    const name = 'Kept Price Gardens';
    const unit = await buildUnit(t, t.superToken, { project_name: name, types: villa(9_000_000) });
    const ordinary = await buildAdmin(t, t.superToken, 'Deal admin');
    const broker = await buildBroker(t, t.superToken, ordinary.admin._id, 'Price broker');
    const deal = await buildSubmission(t, 'deal', broker.token, { project_code: name });
    expect((await editPrices(unit._id, name, { types: villa(11_000_000) })).statusCode).toBe(200);
    const later = await buildSubmission(t, 'deal', broker.token, { project_code: name });

    const detail = (id: string) =>
      call(t, 'GET', submissionPaths.deal.detail.replace(':id', id), { token: ordinary.token });
    const kept = (await detail(deal._id)).json().response.price_list;
    expect(kept.types[0].areas_and_prices[0].price).toBe(9_000_000);
    const fresh = (await detail(later._id)).json().response.price_list;
    expect(fresh.types[0].areas_and_prices[0].price).toBe(11_000_000);
  });
});
