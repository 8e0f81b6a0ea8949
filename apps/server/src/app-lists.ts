import { messages } from '@simsar/contract/messages';
import { apiAreas } from './app-api.ts';
import { AppError } from './core/errors.ts';
import type { ConsoleList } from './core/lists.ts';
import type { SessionAdmin } from './core/session.ts';

/**
 * Every console list by its one name (docs/decisions/274): what each area declares in its
 * `<area>.area.ts` `lists`. An export or an inbox reads any of them by one call,
 * `listNamed(name).page(db, admin, query)` or `.rows(db, admin, scope)`, filtered, searched, ordered
 * and owned as its own screen shows it.
 */
export const consoleLists: ReadonlyMap<string, ConsoleList> = gather(
  apiAreas.flatMap((area) => area.lists ?? []),
);

function gather(lists: ConsoleList[]): Map<string, ConsoleList> {
  const named = new Map<string, ConsoleList>();
  for (const list of lists) {
    if (named.has(list.name)) throw new Error(`two console lists are named ${list.name}`);
    named.set(list.name, list);
  }
  return named;
}

function refuseOrdinary(list: ConsoleList, admin: SessionAdmin): void {
  if (list.superOnly && !admin.isSuper) throw new AppError('FORBIDDEN', messages.forbidden);
}

/**
 * The list of that name (404 when none has it). A super admin's list refuses an ordinary admin (403),
 * as its route does; every other list gives each admin their own share.
 */
export function listNamed(name: string): ConsoleList {
  const list = consoleLists.get(name);
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
