import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db.ts';
import { units } from './units.schema.ts';

/** Published: filled in and reviewed in the console (docs/decisions/033). */
export const publishedUnits = and(isNotNull(units.filledAt), eq(units.view, true));

/** A project as another area's cards show it (contact sales, content-operations §3). */
export type UnitBrief = { _id: string; project_name: string; location_en: string; description: string };

/** The project behind a row's unit id, as one JSON value beside the row's columns; null when gone. */
export function unitBriefOf(unitId: AnyPgColumn | SQL): SQL<UnitBrief | null> {
  return sql<UnitBrief | null>`(select json_build_object('_id', brief.id, 'project_name', brief.project_name, 'location_en', brief.location_en, 'description', brief.description) from units as brief where brief.id = ${unitId})`;
}

/** A project's name from an id held as text (the audit log's item ids); null when deleted. */
export function projectNameOf(uuidText: SQL): SQL<string | null> {
  return sql<string | null>`(select named.project_name from units as named where named.id = ${uuidText})`;
}

/** Whether the apps show this project (a client may only ask about those). */
export async function isPublishedUnit(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, id), publishedUnits));
  return Boolean(row);
}
