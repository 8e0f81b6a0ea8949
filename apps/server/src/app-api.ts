import { healthReplySchema } from '@simsar/contract/home';
import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import { queueKinds } from '@simsar/contract/queue-kinds';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { registerAuth } from './core/auth.ts';
import type { ApiArea, AppContext } from './core/context.ts';
import { registerControlCharacterCheck } from './core/control-characters.ts';
import { type CountedStatesSql, countedStatesSql } from './core/counted-states.ts';
import { AppError } from './core/errors.ts';
import { registerPrivateFiles } from './core/files.ts';
import { listRegistry } from './core/list-registry.ts';
import { registerOpenApiUi } from './core/openapi.ts';
import { registerPublicRateLimit } from './core/public-rate-limit.ts';
import { registerReadiness } from './core/readiness.ts';
import { sessionSignal } from './core/session-signal.ts';
import { adminsArea } from './modules/admins/admins.area.ts';
import { findSessionAdmin } from './modules/admins/admins.sessions.service.ts';
import { auditArea } from './modules/audit/audit.area.ts';
import { registerBulkRoutes } from './modules/bulk/bulk.routes.ts';
import { contentArea } from './modules/content/content.area.ts';
import { dealsArea } from './modules/deals/deals.area.ts';
import { type EventStreams, registerEventRoutes } from './modules/events/events.routes.ts';
import { registerExportRoutes } from './modules/export/export.routes.ts';
import { homeArea } from './modules/home/home.area.ts';
import { inboxArea } from './modules/inbox/inbox.area.ts';
import { mailArea } from './modules/mail/mail.area.ts';
import { membersArea } from './modules/members/members.area.ts';
import { notesArea } from './modules/notes/notes.area.ts';
import { notificationsArea } from './modules/notifications/notifications.area.ts';
import { passwordResetsArea } from './modules/password-resets/password-resets.area.ts';
import { reportsArea } from './modules/reports/reports.area.ts';
import { requestsArea } from './modules/requests/requests.area.ts';
import { registerGlobalSearchRoutes } from './modules/search/search.routes.ts';
import { systemArea } from './modules/system/system.area.ts';
import { unitsArea } from './modules/units/units.area.ts';
import { usersArea } from './modules/users/users.area.ts';
import { findSessionMember } from './modules/users/users.members.service.ts';
import { registerViewRoutes } from './modules/views/views.routes.ts';

/** Every business area's routes, in the order they are declared. */
export const apiAreas: ApiArea[] = [
  adminsArea,
  passwordResetsArea,
  homeArea,
  systemArea,
  unitsArea,
  usersArea,
  membersArea,
  notificationsArea,
  requestsArea,
  contentArea,
  dealsArea,
  auditArea,
  inboxArea,
  notesArea,
  mailArea,
  reportsArea,
];

/**
 * Every console list by its one name (docs/decisions/274): what each area declares in its
 * `<area>.area.ts` `lists`. An export or an inbox reads any of them by one call,
 * `consoleLists().named(name).page(db, admin, query)` or `.rows(db, admin, scope)`, filtered,
 * searched, ordered and owned as its own screen shows it. Made when called (an app made once at
 * start), so a content type added at run time (a test's, the test build's) is listed and exported too.
 */
export const consoleLists = () => listRegistry(apiAreas.flatMap((area) => area.lists ?? []));

/**
 * What the console's one search looks in (docs/decisions/500): the areas' `searched` finders, a
 * group's in the order the areas are declared.
 */
export const globalSearchers = apiAreas.flatMap((area) => area.searched ?? []);

/**
 * Every column that holds a stored file's key, as the areas declare them (`storedKeys` in each
 * `<area>.area.ts`; the content kit's from each type's file slots): what the orphan sweep keeps
 * (docs/decisions/360). Read when called, so a type added at run time (a test's) counts too.
 */
export function storedKeyColumns(): PgColumn[] {
  return apiAreas.flatMap((area) => area.storedKeys ?? []);
}

/**
 * The trigger SQL of the home counters and live events that the queue rows' `counted` states and the
 * areas' `countedItems` call for (docs/decisions/390): what `npm run db:counted` writes into a
 * migration and what the migrated database must hold. Read when called, so a test's row counts too.
 */
export function countedStates(): CountedStatesSql {
  return countedStatesSql(
    queueKinds,
    apiAreas.flatMap((area) => area.countedItems ?? []),
    apiAreas.flatMap((area) => area.dailyTotals ?? []),
  );
}

/** The JSON body a call open to anyone may send (sign-in, register, a reset request): none needs more. */
export const publicBodyLimit = 16 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: {
      method: string;
      url: string;
      access: string;
      /** A super admin's on some items only (its `superWhen`, checked before the body). */
      superWhen: boolean;
      publicRateLimit: boolean;
      area: string;
    }[];
  }
}

/**
 * Every /api route, in ONE encapsulated plugin whose hooks guard each of them (docs/decisions/190):
 * the session and role check, the public rate limit, the control-character check and `no-store`.
 * They are bound to the routes declared here, so they run for whatever spelling of a path reached
 * a route, and a route is public only by its own `config: { access: 'public' }`, never by its URL.
 * An /api route declared anywhere else stops the server at start.
 */
export async function registerApi(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context;
  // Every API route, as declared: the tests check each one's guard against this list.
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  let eventStreams: EventStreams = { count: () => 0, recheck: () => {} };
  app.decorate('eventClients', () => eventStreams.count());
  const declaredHere = checkApiScope(app);

  // The area whose routes are being declared, to list each route under it.
  let area = 'core';
  await app.register(async (api) => {
    listApiRoutes(api, apiRoutes, declaredHere, () => area);
    // A live events stream ends with its session (modules/events, docs/decisions/302).
    await registerApiGuards(api, context, () => eventStreams.recheck());

    api.get(
      apiPaths.health,
      { config: { access: 'public' }, schema: { tags: ['Health'], response: { 200: healthReplySchema } } },
      async () => {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
    registerReadiness(app, api, { db, storage: context.storage });
    for (const apiArea of apiAreas) {
      area = apiArea.name;
      apiArea.register(api, context);
    }
    // Any list of the areas above as a file: the export reads them by name.
    area = 'export';
    const lists = consoleLists();
    registerExportRoutes(api, context, lists);
    registerGlobalSearchRoutes(api, context, globalSearchers);
    // Saved views read their lists by name too (docs/decisions/560).
    area = 'views';
    registerViewRoutes(api, context, lists);
    // Many items of a list moved at once, each by its own single move.
    area = 'bulk';
    registerBulkRoutes(
      api,
      context,
      lists,
      apiAreas.flatMap((item) => item.bulkMoves?.(context) ?? []),
    );
    // The live events stream is an area too, that also tells the metrics how many consoles hold it.
    area = 'events';
    eventStreams = registerEventRoutes(api, context);
    area = 'core';

    // An unknown path under /api: its 404 runs this scope's hooks too (401 before it when signed out).
    await api.register(
      async (scope) => {
        scope.setNotFoundHandler(() => {
          throw new AppError('NOT_FOUND', messages.notFound);
        });
      },
      { prefix: '/api' },
    );
  });
}

/**
 * Every route under /api the whole server declares, and those the API scope declared: they must
 * be the same once all is loaded. Returns the set the API scope adds its routes to.
 */
function checkApiScope(app: FastifyInstance): WeakSet<object> {
  const underApi: { url: string }[] = [];
  const declaredHere = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    if (/^\/api(\/|$)/.test(route.url)) underApi.push(route);
  });
  app.addHook('onReady', async () => {
    const outside = underApi.filter((route) => !declaredHere.has(route)).map((route) => route.url);
    if (outside.length > 0) throw new Error(`${outside.join(', ')}: /api routes outside the API scope`);
  });
  return declaredHere;
}

/** Each route of the API scope, listed with its guard under the area declaring it. */
function listApiRoutes(
  api: FastifyInstance,
  apiRoutes: FastifyInstance['apiRoutes'],
  declaredHere: WeakSet<object>,
  areaNow: () => string,
): void {
  api.addHook('onRoute', (route) => {
    if (!/^\/api(\/|$)/.test(route.url)) {
      throw new Error(`${route.url}: a route of the API scope must live under /api/`);
    }
    declaredHere.add(route);
    // A call open to anyone is read only to this size: a megabyte of JSON costs the server
    // milliseconds to parse and walk before any schema (docs/decisions/300).
    if (route.config?.access === 'public') route.bodyLimit ??= publicBodyLimit;
    if (route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        apiRoutes.push({
          method,
          url: route.url,
          access: route.config?.access ?? 'admin',
          superWhen: route.config?.superWhen !== undefined,
          publicRateLimit: route.config?.publicRateLimit === true,
          area: areaNow(),
        });
    }
  });
}

/** The hooks and plugins guarding every route of the API scope, in the order they run. */
async function registerApiGuards(
  api: FastifyInstance,
  context: AppContext,
  onSessionsChanged: () => void,
): Promise<void> {
  const { db, config } = context;
  // Replies under /api hold personal data: no cache keeps them (docs/decisions/093). Files set
  // their own rule.
  api.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type')).startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
  });
  registerAuth(
    api,
    {
      findAdmin: (tokenHash) => findSessionAdmin(db, tokenHash),
      findMember: (tokenHash) => findSessionMember(db, tokenHash),
    },
    {
      publicUrl: config.publicUrl,
      sessionCacheMs: config.sessionCacheSeconds * 1000,
      signal: sessionSignal(db),
      onSessionsChanged,
    },
  );
  registerPublicRateLimit(api, db, config.publicRateLimit);
  registerControlCharacterCheck(api);
  await registerOpenApiUi(api);
  registerPrivateFiles(api, context.storage, {
    // The areas that keep private files say whether the admin may see the item holding one.
    mayRead: async (admin, key) => {
      for (const { privateFileVisible } of apiAreas) {
        if (privateFileVisible && (await privateFileVisible(db, admin, key))) return true;
      }
      return false;
    },
  });
}
