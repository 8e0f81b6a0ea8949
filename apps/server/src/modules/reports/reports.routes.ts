import type { ReportCell } from '@simsar/contract/reports';
import {
  type ReportColumn,
  reportCharts,
  reportNameIn,
  reportPaths,
  reportQuerySchema,
  reportReplySchemaOf,
  reportRowOf,
} from '@simsar/contract/reports';
import type { Language } from '@simsar/contract/sign-in';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { type ExportCell, type ExportColumn, exportFormats, xlsxStream } from '../../core/export.ts';
import { preferencesOf } from '../admins/admins.preferences.service.ts';
import { readReport } from './reports.service.ts';

/** A report's column as the export writer takes it: names in the admin's language, money and counts as numbers. */
function exportColumnOf(column: ReportColumn, language: Language): ExportColumn<Record<string, ReportCell>> {
  return {
    header: { en: column.en, ar: column.ar },
    value(row): ExportCell {
      const cell = row[column.key];
      if (cell === null || cell === undefined) return null;
      if (column.kind === 'money') return Number(cell);
      return typeof cell === 'string' ? reportNameIn(language, cell) : cell;
    },
    ...(column.kind === 'money' && { format: 'money' as const }),
  };
}

/**
 * Two calls a chart (docs/decisions/510): its rows as JSON, and the same rows as XLSX through the
 * lists' export writer (core/export.ts). Any signed-in admin; what they count is decided by the
 * service (an ordinary admin's own members' items only).
 */
export function registerReportRoutes(app: ZodApp, { db, clock }: AppContext): void {
  for (const chart of reportCharts) {
    app.get(
      reportPaths[chart].json,
      {
        schema: {
          tags: ['Reports'],
          description: `The rows of the chart "${reportRowOf(chart).en}" for the days from..to and the filters.`,
          querystring: reportQuerySchema,
          response: { 200: reportReplySchemaOf(chart) },
        },
      },
      (request) => readReport(db, sessionOf(request), chart, request.query, clock()),
    );
    app.get(
      reportPaths[chart].xlsx,
      {
        schema: {
          tags: ['Reports'],
          description: `The rows of the chart "${reportRowOf(chart).en}" as an XLSX file, as the JSON call gives them.`,
          querystring: reportQuerySchema,
        },
      },
      async (request, reply) => {
        const admin = sessionOf(request);
        const { rows } = await readReport(db, admin, chart, request.query, clock());
        const { language } = await preferencesOf(db, admin.id);
        const columns = reportRowOf(chart).columns.map((column) => exportColumnOf(column, language));
        const file = `${chart}-${request.query.from}-${request.query.to}.xlsx`;
        reply
          .header('content-type', exportFormats.xlsx.type)
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'no-store');
        return reply.send(
          xlsxStream(
            (async function* () {
              yield rows;
            })(),
            columns,
            chart,
            language,
          ),
        );
      },
    );
  }
}
