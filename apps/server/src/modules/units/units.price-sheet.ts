import { latinDigits } from '@simsar/contract/search-text';
import { priceImportMessages as m, type PriceSheetMapping } from '@simsar/contract/unit-price-imports';
import { type PriceList, typeKeyOf } from '@simsar/contract/unit-prices';
import { areasAndPricesMax, paymentPlansMax } from '@simsar/contract/units';
import { AppError } from '../../core/errors.ts';
import type { SheetRow } from '../../core/spreadsheets.ts';

// A developer's price sheet laid over a project's price list (docs/decisions/551): each row one
// area and price of a type the project has; its down payment and years, when mapped, one of the
// project's payment plans.

export type RejectedRow = SheetRow & { reason: string };
export type SheetOutcome = { list: PriceList; read: number; rejected: RejectedRow[] };

/**
 * A figure as developers write it: Arabic-Indic or Eastern Arabic-Indic digits (the search's
 * `latinDigits`), thousands separators, a unit or currency.
 */
function figureOf(text: string | undefined): number | null {
  const plain = latinDigits(text ?? '')
    .replace(/[,\s\u066C]/g, '')
    .replace(/\u066B/g, '.')
    .replace(/(EGP|LE|ج\.?م\.?|%|m²|m2|sqm|م²|م2)/gi, '');
  if (plain === '') return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : Number.NaN;
}

const between = (value: number | null, low: number, high: number) =>
  value !== null && !Number.isNaN(value) && value >= low && value <= high;

/** Where each mapped column is in the header row; an unknown column answers 400 naming the field. */
function columnsOf(headers: string[], mapping: PriceSheetMapping) {
  const at = (field: keyof PriceSheetMapping) => {
    const name = mapping[field];
    if (name === null || name === undefined) return undefined;
    const index = headers.findIndex((header) => header.trim() === name.trim());
    if (index < 0)
      throw new AppError('VALIDATION', m.columnUnknown, { [`mapping.${field}`]: m.columnUnknown });
    return index;
  };
  return {
    type: at('unit_type') as number,
    area: at('area') as number,
    price: at('price') as number,
    downPayment: at('down_payment'),
    years: at('years'),
  };
}

type RowValues = { name: string; area: number; price: number; down: number | null; years: number | null };

/** Why a row cannot be read, or its values. */
function readRow(cells: string[], columns: ReturnType<typeof columnsOf>): { reason: string } | RowValues {
  const name = (cells[columns.type] ?? '').trim();
  if (!name) return { reason: m.typeMissing };
  const area = figureOf(cells[columns.area]);
  if (!between(area, Number.MIN_VALUE, 1_000_000)) return { reason: m.areaInvalid };
  const price = figureOf(cells[columns.price]);
  if (!between(price, 0, Number.MAX_SAFE_INTEGER) || !Number.isInteger(price))
    return { reason: m.priceInvalid };
  const down = columns.downPayment === undefined ? null : figureOf(cells[columns.downPayment]);
  const years = columns.years === undefined ? null : figureOf(cells[columns.years]);
  if (down !== null && !between(down, 0, 100)) return { reason: m.downPaymentInvalid };
  if (years !== null && (!between(years, 0, 30) || !Number.isInteger(years)))
    return { reason: m.yearsInvalid };
  return { name, area: area as number, price: price as number, down, years };
}

/**
 * The project's price list with the sheet's rows in place: a type the sheet names takes the sheet's
 * areas and prices (at most 3), a type it does not name keeps its own; the plans become the sheet's
 * (at most 4, in the order they first come) when it gives any. A row that cannot be read is left out
 * with its reason.
 */
export function applySheet(
  current: PriceList,
  headers: string[],
  rows: SheetRow[],
  mapping: PriceSheetMapping,
): SheetOutcome {
  const columns = columnsOf(headers, mapping);
  const typeOf = new Map<string, PriceList['types'][number]>();
  for (const type of current.types) {
    typeOf.set(typeKeyOf(type.name_en), type);
    if (type.name_ar) typeOf.set(typeKeyOf(type.name_ar), type);
  }
  const priced = new Map<string, { price: number; area: number }[]>();
  const plans: { down_payment: number | null; years: number | null }[] = [];
  const rejected: RejectedRow[] = [];
  let read = 0;
  for (const row of rows) {
    const values = readRow(row.cells, columns);
    if (!('name' in values)) {
      rejected.push({ ...row, reason: values.reason });
      continue;
    }
    const type = typeOf.get(typeKeyOf(values.name));
    if (!type) {
      rejected.push({ ...row, reason: m.typeUnknown });
      continue;
    }
    const key = typeKeyOf(type.name_en);
    const entries = priced.get(key) ?? [];
    if (entries.length >= areasAndPricesMax) {
      rejected.push({ ...row, reason: m.tooManyRows });
      continue;
    }
    const hasPlan = values.down !== null || values.years !== null;
    const known = plans.some((plan) => plan.down_payment === values.down && plan.years === values.years);
    if (hasPlan && !known && plans.length >= paymentPlansMax) {
      rejected.push({ ...row, reason: m.tooManyPlans });
      continue;
    }
    if (hasPlan && !known) plans.push({ down_payment: values.down, years: values.years });
    entries.push({ price: values.price, area: values.area });
    priced.set(key, entries);
    read += 1;
  }
  const list: PriceList = {
    payment_plans: plans.length ? plans : current.payment_plans,
    types: current.types.map((type) => {
      const entries = priced.get(typeKeyOf(type.name_en));
      return entries ? { ...type, areas_and_prices: entries } : type;
    }),
  };
  return { list, read, rejected };
}
