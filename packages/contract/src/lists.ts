import { z } from 'zod';

/**
 * The one list shape: every new list is asked for by `?page=&search=` and answers
 * `{items, page, pages, total}`. The spec's fixed shapes (`{response}`, `units, pages`) stay at their
 * own calls; new areas use this.
 */
export const defaultPageSize = 20;
export const searchMaxLength = 100;
/** The page sizes a console list offers (its table's "Rows a page"); the list's own size when none is asked. */
export const pageSizes = [20, 50, 100] as const;
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const listMessages = {
  sizeInvalid: 'Choose 20, 50 or 100 rows a page',
  sortInvalid: 'This list cannot be sorted by that column',
  directionInvalid: 'Sort up (asc) or down (desc)',
  afterInvalid: 'The page to continue from is not valid',
} as const;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z
    .string()
    .trim()
    .max(searchMaxLength)
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** A column the list may be sorted by (each list names its own, core/lists.ts `sorts`; others 400). */
  sort: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  dir: z.preprocess(blankToUndefined, z.enum(sortDirections, listMessages.directionInvalid).optional()),
  size: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .refine((value) => (pageSizes as readonly number[]).includes(value), listMessages.sizeInvalid)
      .optional(),
  ),
});

export type PageQuery = z.output<typeof pageQuerySchema>;

export function pageReplySchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  });
}

export type Page<Item> = { items: Item[]; page: number; pages: number; total: number };
