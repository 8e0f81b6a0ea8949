import { messages } from '@simsar/contract/messages';
import { AppError } from './errors.ts';
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
