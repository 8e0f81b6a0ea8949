/** The projects' cards: the list, its search and its export (a page of cards, not a whole project). */
import { type BilingualFields, missingLanguages } from '@simsar/contract/bilingual';
import { unitsListName, unitsPageSize } from '@simsar/contract/units';
import { type UnitCard, type UnitListReply, unitBilingual } from '@simsar/contract/units-replies';
import { and, desc, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList, noFilter } from '../../core/lists.ts';
import { searchTerm } from '../../core/search.ts';
import { urlOfKey } from '../../core/storage.ts';
import { unitSearchText, units, unitTypes } from './units.schema.ts';

const cardColumns = {
  id: units.id,
  projectName: units.projectName,
  description: units.description,
  thumbnail: sql<string | null>`${units.thumbnails}[1]`,
  file: units.file,
  view: units.view,
  // The halves `unitBilingual` names, for the card's `missing` (docs/decisions/285). A column in a
  // select's sql is written without its table: the project's id is named in full.
  devNameEn: units.devNameEn,
  devNameAr: units.devNameAr,
  locationEn: units.locationEn,
  locationAr: units.locationAr,
  deliveryEn: units.deliveryEn,
  deliveryAr: units.deliveryAr,
  finishingEn: units.finishingEn,
  finishingAr: units.finishingAr,
  typeNames: sql<
    { name_en: string; name_ar: string }[]
  >`(select coalesce(json_agg(json_build_object('name_en', named.name_en, 'name_ar', named.name_ar)), '[]'::json) from ${unitTypes} as named where named.unit_id = ${units}.id)`,
};

type CardRow = {
  id: string;
  projectName: string;
  description: string;
  thumbnail: string | null;
  file: string | null;
  view: boolean;
  devNameEn: string;
  devNameAr: string;
  locationEn: string;
  locationAr: string;
  deliveryEn: string;
  deliveryAr: string;
  finishingEn: string;
  finishingAr: string;
  typeNames: { name_en: string; name_ar: string }[];
};

function toCard(row: CardRow): UnitCard {
  const texts: Record<BilingualFields<typeof unitBilingual>, unknown> = {
    dev_name_en: row.devNameEn,
    dev_name_ar: row.devNameAr,
    location_en: row.locationEn,
    location_ar: row.locationAr,
    delivery_en: row.deliveryEn,
    delivery_ar: row.deliveryAr,
    finishing_en: row.finishingEn,
    finishing_ar: row.finishingAr,
    types: row.typeNames,
  };
  return {
    _id: row.id,
    project_name: row.projectName,
    description: row.description,
    thumbnail: urlOfKey(row.thumbnail),
    file: urlOfKey(row.file),
    view: row.view,
    missing: missingLanguages(texts, unitBilingual),
  };
}

/** The list's rows: the card, and what its export adds (who builds it, where, when added). */
const listColumns = {
  ...cardColumns,
  devNameEn: units.devNameEn,
  devNameAr: units.devNameAr,
  locationEn: units.locationEn,
  deliveryEn: units.deliveryEn,
  finishingEn: units.finishingEn,
  commission: units.commission,
  incentive: units.incentive,
  createdAt: units.createdAt,
};
type UnitListRow = UnitCard & {
  developer: string;
  developerAr: string;
  location: string;
  delivery: string;
  finishing: string;
  commission: number | null;
  incentive: number | null;
  createdAt: Date;
};

const unitExportColumns: ExportColumn<UnitListRow>[] = [
  { header: 'Project', value: (unit) => unit.project_name },
  { header: 'Developer', value: (unit) => unit.developer },
  { header: 'Developer (Arabic)', value: (unit) => unit.developerAr },
  { header: 'Location', value: (unit) => unit.location },
  { header: 'Delivery', value: (unit) => unit.delivery },
  { header: 'Finishing', value: (unit) => unit.finishing },
  { header: 'Commission (%)', value: (unit) => unit.commission },
  { header: 'Incentive (%)', value: (unit) => unit.incentive },
  { header: 'Shown in the apps', value: (unit) => unit.view },
  { header: 'Description', value: (unit) => unit.description },
  { header: 'Added', value: (unit) => unit.createdAt, format: 'date' },
];

/** Filled projects only: an empty guest project has nothing to show on a card. */
const filled = isNotNull(units.filledAt);

/**
 * The projects list, newest first, 12 a page; `extra` narrows it further. The search box matches
 * the name, developer (English or Arabic) or location in search form (docs/decisions/110).
 */
export const unitsList = defineList(units, {
  name: unitsListName,
  columns: () => listColumns,
  where: ({ extra }: { extra?: SQL | undefined }) => (extra ? and(filled, extra) : filled),
  search: (term) => sql`${unitSearchText(units)} like ${searchTerm(term).pattern}`,
  order: () => [desc(units.createdAt), desc(units.id)],
  pageSize: unitsPageSize,
  toItems: (rows) =>
    rows.map(
      (row): UnitListRow => ({
        ...toCard(row),
        developer: row.devNameEn,
        developerAr: row.devNameAr,
        location: row.locationEn,
        delivery: row.deliveryEn,
        finishing: row.finishingEn,
        commission: row.commission,
        incentive: row.incentive,
        createdAt: row.createdAt,
      }),
    ),
  export: { columns: unitExportColumns, filter: noFilter },
});

/** The card a row of the list shows (the spec's reply: no more than the card's fields). */
const cardOf = ({
  _id,
  project_name,
  description,
  thumbnail,
  file,
  view,
  missing,
}: UnitListRow): UnitCard => ({
  _id,
  project_name,
  description,
  thumbnail,
  file,
  view,
  missing,
});

/** One page of the projects list, newest first, and the number of pages. */
export async function listUnitCards(db: Executor, page: number, extra?: SQL): Promise<UnitListReply> {
  const found = await unitsList.page(db, null, { page, extra });
  return { units: found.items.map(cardOf), pages: found.pages };
}

/**
 * The 100 newest projects whose name, developer (English or Arabic) or location contains the search
 * (the list's search); served by units_search_idx.
 */
export async function searchUnitCards(db: Executor, search: string): Promise<UnitCard[]> {
  // The list's first batch of 100: the search's one reply.
  for await (const found of unitsList.rows(db, null, { search }, { batch: 100, limit: 100 }))
    return found.map(cardOf);
  return [];
}
