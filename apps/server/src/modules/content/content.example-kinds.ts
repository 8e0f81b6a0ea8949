import { brochureRow } from '@simsar/contract/content-types-example';
import { pgTable } from 'drizzle-orm/pg-core';
import { contentColumns } from './content.fields.ts';
import { fieldContentType } from './content.kit.fields.ts';
import { contentTypes } from './content.types.ts';

/**
 * The brochures (content-types-example.ts) served by the test build (main.example-kinds.ts), as
 * content.fields.isolated.test.ts serves them: the table's columns from the row's field list, its server row
 * naming the row and the table. Its table is made at start (src/example-kinds.area.ts).
 */
export const brochures = pgTable('demo_brochures', contentColumns(brochureRow.fields));

contentTypes.push(fieldContentType({ row: brochureRow, table: brochures, editable: true }));
