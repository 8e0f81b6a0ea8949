import { pageQuerySchema } from '@simsar/contract/lists';
import { savedViewMessages } from '@simsar/contract/saved-views';
import type { AppContext } from '../../core/context.ts';
import { AppError, validationError } from '../../core/errors.ts';
import { checkedFilter, type ListRegistry, readingScope } from '../../core/list-registry.ts';
import type { ConsoleList } from '../../core/list-types.ts';
import type { SessionAdmin } from '../../core/session.ts';

const viewPagingSchema = pageQuerySchema.omit({ page: true });

/** What reads a view's list: the registry and what a list's export scope reads. */
export type ViewLists = { registry: ListRegistry; context: Pick<AppContext, 'db' | 'clock' | 'config'> };

/**
 * The list a view may name: one the registry holds with a filter of its own (its `export.filter`,
 * what the screen, the export and "select all that match" read), else 400.
 */
function viewList(
  registry: ListRegistry,
  name: string,
): ConsoleList & { export: NonNullable<ConsoleList['export']> } {
  const list = registry.lists.get(name);
  if (!list?.export) {
    throw new AppError('VALIDATION', savedViewMessages.listUnknown, { list: savedViewMessages.listUnknown });
  }
  return list as ConsoleList & { export: NonNullable<ConsoleList['export']> };
}

/**
 * A view's query checked as its list's screen checks it: the paging fields by the contract's page
 * query, the rest by the list's own filter (400 with the field's message). What is kept is what was
 * understood, as text: a name the list does not read is dropped.
 */
export function checkedViewQuery(
  registry: ListRegistry,
  name: string,
  query: Record<string, string>,
): { kept: Record<string, string>; scope: Record<string, unknown> } {
  const list = viewList(registry, name);
  const { search, sort, dir, size, page: _page, ...rest } = query;
  const paging = viewPagingSchema.safeParse({ search, sort, dir, size });
  if (!paging.success) throw validationError(paging.error.issues);
  const scope = { ...checkedFilter(list, rest), ...paging.data };
  const kept = Object.fromEntries(
    Object.entries(scope)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  return { kept, scope };
}

/**
 * How many of the view's rows this admin sees: its list's first page read as its screen reads it,
 * with the caller's own share (`visibleTo`) and the list's export scope (a queue's clock). An
 * unknown sort is a 400 here too; a super admin's list refuses an ordinary admin (403).
 */
export async function viewCount(
  { registry, context }: ViewLists,
  admin: SessionAdmin,
  name: string,
  scope: Record<string, unknown>,
): Promise<number> {
  const read = await readingScope(viewList(registry, name), scope, context);
  const page = await registry.named(name).page(context.db, admin, { ...read, page: 1, size: 20 });
  return page.total;
}
