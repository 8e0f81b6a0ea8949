import { messages } from '@simsar/contract/messages';
import { AppError, validationError } from './errors.ts';
import type { ExportContext } from './list-types.ts';
import type { ConsoleList } from './lists.ts';
import type { SessionAdmin } from './session.ts';

/** Every console list by its one name, and the look-up that refuses what the caller may not read. */
export type ListRegistry = {
  lists: ReadonlyMap<string, ConsoleList>;
  /**
   * The list of that name (404 when none has it). A super admin's list refuses an ordinary admin
   * (403), as its route does; every other list gives each admin their own share.
   */
  named: (name: string) => ConsoleList;
};

function refuseOrdinary(list: ConsoleList, admin: SessionAdmin): void {
  if (list.superOnly && !admin.isSuper) throw new AppError('FORBIDDEN', messages.forbidden);
}

/** The registry of these lists (docs/decisions/274); two lists of one name stop the server. */
export function listRegistry(all: ConsoleList[]): ListRegistry {
  const lists = new Map<string, ConsoleList>();
  for (const list of all) {
    if (lists.has(list.name)) throw new Error(`two console lists are named ${list.name}`);
    lists.set(list.name, list);
  }
  function named(name: string): ConsoleList {
    const list = lists.get(name);
    if (!list) throw new AppError('NOT_FOUND', messages.notFound);
    return {
      ...list,
      page: async (db, admin, query) => {
        refuseOrdinary(list, admin);
        return list.page(db, admin, query);
      },
      items: async (db, admin, query) => {
        refuseOrdinary(list, admin);
        return list.items(db, admin, query);
      },
      all: async (db, admin, scope) => {
        refuseOrdinary(list, admin);
        return list.all(db, admin, scope);
      },
      // Refuses at the call, before the first batch is asked for.
      rows: (db, admin, scope, options) => {
        refuseOrdinary(list, admin);
        return list.rows(db, admin, scope, options);
      },
    };
  }
  return { lists, named };
}

/**
 * A list's own filter as a caller sent it (a screen's address, an export's or a bulk move's query,
 * a saved view), checked by the list: 400 naming each field. A list without one reads none.
 */
export function checkedFilter(list: ConsoleList, query: Record<string, unknown>): Record<string, unknown> {
  const parsed = list.export?.filter.safeParse(query);
  if (!parsed) return {};
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data as Record<string, unknown>;
}

/** The filter with what the list's reading adds on the server (a queue's clock, docs/decisions/561). */
export async function readingScope(
  list: ConsoleList,
  filter: Record<string, unknown>,
  context: ExportContext,
): Promise<Record<string, unknown>> {
  return { ...filter, ...((await list.export?.scope?.(context)) as Record<string, unknown> | undefined) };
}
