import { z } from 'zod';

/**
 * The one list shape: every new list is asked for by `?page=&search=` and answers
 * `{items, page, pages, total}`. The spec's fixed shapes (`{response}`, `units, pages`) stay at their
 * own calls; new areas use this.
 */
export const defaultPageSize = 20;
export const searchMaxLength = 100;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z
    .string()
    .trim()
    .max(searchMaxLength)
    .optional()
    .transform((value) => (value ? value : undefined)),
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
