import { Readable } from 'node:stream';
import {
  priceImportMessages as m,
  priceImportIdParamsSchema,
  priceImportPaths,
  pricePreviewBodySchema,
  pricePreviewReplySchema,
  pricePublishBodySchema,
  pricePublishReplySchema,
  priceUploadReplySchema,
  rejectedFileQuerySchema,
} from '@simsar/contract/unit-price-imports';
import { unitIdParamsSchema } from '@simsar/contract/units-replies';
import { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { csvLines, type ExportColumn, exportFormats, xlsxStream } from '../../core/export.ts';
import { csvMime } from '../../core/spreadsheets.ts';
import { fileTypes } from '../../core/storage.ts';
import { readUploadForm } from '../../core/uploads.ts';
import { preferencesOf } from '../admins/admins.preferences.service.ts';
import {
  previewPriceSheet,
  publishPriceSheet,
  rejectedRowsOf,
  uploadPriceSheet,
} from './units.price-imports.service.ts';

const tags = ['Projects'];
const superOnly = { access: 'super' } as const;
const params = priceImportIdParamsSchema;

/** A price sheet: XLSX or CSV (told from its first bytes), at most 5 MB. */
const sheetSlot = {
  file: {
    types: fileTypes.spreadsheet.filter((type) => type === csvMime || type.endsWith('.sheet')),
    maxBytes: 5 * 1024 * 1024,
    visibility: 'private',
    maxCount: 1,
    required: m.chooseSheet,
    typeMessage: m.sheetType,
  },
} as const;

// Importing a developer's price sheet (docs/decisions/551): super admins, who alone change projects.
export function registerPriceImportRoutes(app: ZodApp, { db, storage, clock }: AppContext): void {
  app.post(
    priceImportPaths.upload,
    {
      config: superOnly,
      schema: {
        tags,
        params: unitIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: priceUploadReplySchema },
      },
    },
    async (request, reply) => {
      const read = () => readUploadForm(request, storage, z.object({}), sheetSlot);
      const sheet = await uploadPriceSheet(db, sessionOf(request), storage, request.params.id, read);
      return reply.status(201).send(sheet);
    },
  );

  app.post(
    priceImportPaths.preview,
    {
      config: superOnly,
      schema: { tags, params, body: pricePreviewBodySchema, response: { 200: pricePreviewReplySchema } },
    },
    (request) => previewPriceSheet(db, request.params.id, request.body.mapping, clock()),
  );

  app.post(
    priceImportPaths.publish,
    {
      config: superOnly,
      schema: { tags, params, body: pricePublishBodySchema, response: { 200: pricePublishReplySchema } },
    },
    async (request) => ({
      message: m.published,
      ...(await publishPriceSheet(db, sessionOf(request), request.params.id, request.body, clock())),
    }),
  );

  app.get(
    priceImportPaths.rejected,
    {
      config: superOnly,
      schema: {
        tags,
        description: 'The rows of a price sheet that could not be read, as they came, the reason last.',
        params,
        querystring: rejectedFileQuerySchema,
      },
    },
    async (request, reply) => {
      const admin = sessionOf(request);
      const { headers, rows } = await rejectedRowsOf(db, request.params.id);
      type Row = (typeof rows)[number];
      const columns: ExportColumn<Row>[] = [
        ...headers.map((header, index) => ({
          header: { en: header, ar: header },
          value: (row: Row) => row.cells[index] ?? '',
        })),
        { header: { en: 'Reason', ar: 'السبب' }, value: (row: Row) => row.reason },
      ];
      const { format } = request.query;
      const { language } = await preferencesOf(db, admin.id);
      const batches = (async function* () {
        yield rows;
      })();
      reply
        .header('content-type', exportFormats[format].type)
        .header(
          'content-disposition',
          `attachment; filename="unread-rows.${exportFormats[format].extension}"`,
        )
        .header('cache-control', 'no-store');
      return reply.send(
        format === 'csv'
          ? Readable.from(csvLines(batches, columns, language))
          : xlsxStream(batches, columns, 'Unread rows', language),
      );
    },
  );
}
