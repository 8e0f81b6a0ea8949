import type { PgColumn } from 'drizzle-orm/pg-core';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BulkMove } from './bulk.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { DailyTotal } from './counted-states.totals.ts';
import type { CountedItems } from './counted-states.ts';
import type { Database, Executor } from './db.ts';
import type { GlobalSearcher } from './global-search.ts';
import type { ConsoleList } from './lists.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { SecretBox } from './secret-box.ts';
import type { SessionAdmin } from './session.ts';
import type { Storage } from './storage.ts';

/** What every module's routes are given. */
/**
 * Sends one member a notice in their app (English line, then Arabic). The notifications module's
 * `notifyMember`, handed in by app.ts so that a module the notifications module reads (users) can
 * tell a member without importing it back (docs/decisions/283).
 */
export type MemberNotifier = (
  db: Executor,
  input: {
    userId: string;
    userType: 'Broker' | 'Client' | 'Franchise';
    adminId: string;
    en: string;
    ar: string;
  },
) => Promise<void>;

export type AppContext = {
  db: Database;
  config: Config;
  loginThrottle: LoginThrottle;
  storage: Storage;
  /** Now, for the service clocks (tests pass their own). */
  clock: Clock;
  notifyMember: MemberNotifier;
  /** The box the admins' two-factor secrets are sealed in (core/secret-box.ts). */
  twoFactorSecrets: SecretBox;
};

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * One business area's share of the API (its module's `<area>.area.ts`): app-api.ts registers each
 * area of its list in the one scope whose hooks guard every /api route (docs/decisions/190).
 */
export type ApiArea = {
  /** The module's folder name; each route the area declares is listed under it (`apiRoutes`). */
  name: string;
  register: (api: ZodApp, context: AppContext) => void;
  /**
   * For an area that keeps private files (/api/files/...): whether an item of this area the admin
   * may see holds the storage key (core/files.ts `PrivateFileAccess`).
   */
  privateFileVisible?: (db: Database, admin: SessionAdmin, key: string) => Promise<boolean>;
  /** The area's console lists, each by its one name, for the registry (`consoleLists` in app-api.ts). */
  lists?: ConsoleList[];
  /** The moves its lists offer on many items at once (POST /api/bulk/{list}/{move}, core/bulk.ts). */
  bulkMoves?: (context: AppContext) => BulkMove[];
  /**
   * Every column of the area's tables that holds keys from `storage.save` (a text column, one key;
   * a text array, several). The orphan sweep keeps each file they point at and reads nothing else:
   * a column left out loses its files a day after they are written (docs/decisions/360).
   */
  storedKeys?: PgColumn[];
  /**
   * Where the area's queues keep the items their rows count (`counted`): the home counters' and
   * live events' triggers are generated from these and the rows (core/counted-states.ts,
   * docs/decisions/390). A queue that counts states and that no area places fails the generator.
   */
  countedItems?: CountedItems[];
  /**
   * The reports' daily roll-ups the area's tables keep (`report_daily`, generated with the counters:
   * core/counted-states.totals.ts, docs/decisions/511).
   */
  dailyTotals?: DailyTotal[];
  /** What the console's one search finds in the area's tables, by group (docs/decisions/500). */
  searched?: GlobalSearcher[];
};
