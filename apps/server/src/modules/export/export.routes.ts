import { Readable } from 'node:stream';
import { exportMessages, exportParamsSchema, exportPaths, exportQuerySchema } from '@simsar/contract/exports';
import { pageQuerySchema } from '@simsar/contract/lists';
import { recordAudit } from '../../core/audit.ts';
import { sentValue, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { AppError, validationError } from '../../core/errors.ts';
import { csvLines, exportFormats, xlsxStream } from '../../core/export.ts';
import { checkedFilter, type ListRegistry, readingScope } from '../../core/list-registry.ts';
import { preferencesOf } from '../admins/admins.preferences.service.ts';

const exportOrderSchema = pageQuerySchema.pick({ sort: true, dir: true });

/** Rows read from the database at a time: one batch in memory whatever the list's length. */
const exportBatch = 1000;

/**
 * GET /api/export/{list}: any console list that declares its export, as CSV or XLSX, with the
 * caller's search, filter and share of the rows (the registry refuses a super admin's list to
 * anyone else). Refusals come before the first byte: an unknown list 404, a list without export
 * 404, a bad format or filter 400. Every export is audited (kind `export`, the list's name).
 */
export function registerExportRoutes(
  app: ZodApp,
  { db, clock, config }: AppContext,
  registry: ListRegistry,
): void {
  app.get(
    exportPaths.list,
    {
      // A super admin's list refuses an ordinary admin before the query is checked.
      config: {
        superWhen: (request) =>
          registry.lists.get(sentValue(request, 'params', 'list') ?? '')?.superOnly === true,
      },
      schema: {
        tags: ['Export'],
        description:
          "A list as a CSV (UTF-8 with BOM) or XLSX file: format=csv|xlsx, search, and the list's own filter (e.g. state for members, admin_id for a team, the audit filter).",
        params: exportParamsSchema,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const admin = sessionOf(request);
      const list = registry.named(request.params.list);
      if (!list.export) throw new AppError('NOT_FOUND', exportMessages.notExported);
      const { format, search, sort: askedSort, dir: askedDir, ...rest } = request.query;
      const parsed = checkedFilter(list, rest);
      // In the order the screen shows, when it sorts by a column (docs/decisions/520).
      const order = exportOrderSchema.safeParse({ sort: askedSort, dir: askedDir });
      if (!order.success) throw validationError(order.error.issues);
      const filter = await readingScope(list, parsed, { db, clock, config });
      const batches = list.rows(db, admin, { ...filter, ...order.data, search }, { batch: exportBatch });
      await recordAudit(db, {
        admin,
        action: 'export',
        kind: 'export',
        itemId: list.name,
        after: { format, ...(search && { search }), ...parsed },
      });
      const { columns } = list.export;
      // The file speaks the asking admin's language: titles, yes/no, and in XLSX the sheet's direction.
      const { language } = await preferencesOf(db, admin.id);
      const day = clock().toISOString().slice(0, 10);
      const file = `${list.name}-${day}.${exportFormats[format].extension}`;
      reply
        .header('content-type', exportFormats[format].type)
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store');
      return reply.send(
        format === 'csv'
          ? Readable.from(csvLines(batches, columns, language))
          : xlsxStream(batches, columns, list.name, language),
      );
    },
  );
}
