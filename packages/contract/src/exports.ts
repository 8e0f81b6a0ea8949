import { z } from 'zod';

/**
 * A console list as a file (GET /api/export/{list}?format=csv|xlsx&search=...&<the list's filter>):
 * the rows the list's screen holds for the caller, filtered and searched as it is, every one of
 * them, streamed.
 */
export const exportPaths = { list: '/api/export/:list' } as const;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportMessages = {
  formatInvalid: 'Choose CSV or XLSX',
  notExported: 'This list cannot be exported',
} as const;

export const exportParamsSchema = z.object({ list: z.string().regex(/^[a-z0-9_.-]{1,64}$/i) });

/** `format` and `search`; the rest of the query is the list's own filter, checked by the list. */
export const exportQuerySchema = z.looseObject({
  format: z.enum(exportFormats, exportMessages.formatInvalid),
  search: z.string().trim().max(100).optional(),
});

/**
 * The address of a list's export: the list's name, the format, and its search and filter as the
 * screen holds them (empty values left out).
 */
export function exportUrlOf(
  list: string,
  format: ExportFormat,
  query: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${exportPaths.list.replace(':list', encodeURIComponent(list))}?${params}`;
}
