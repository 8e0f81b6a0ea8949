import { pageQuerySchema } from '@simsar/contract/lists';
import { unitMessages as m } from '@simsar/contract/units-messages';
import { unitPaths } from '@simsar/contract/units-paths';
import {
  guestIdParamsSchema,
  guestLinkPageSchema,
  linkReplySchema,
  lookupsReplySchema,
  unitIdParamsSchema,
  unitMessageReplySchema,
  unitReplySchema,
} from '@simsar/contract/units-replies';
import { eq } from 'drizzle-orm';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import {
  changeUnitLink,
  createEmptyUnit,
  fillGuestUnit,
  listWaitingGuestUnits,
} from './units.guest.service.ts';
import { allLookups, getUnit } from './units.read.service.ts';
import type { UnitRouteTools } from './units.route-tools.ts';
import { units } from './units.schema.ts';
import { markUnitViewed } from './units.service.ts';

const tags = ['Projects'];
const params = unitIdParamsSchema;
const superOnly = { access: 'super' } as const;

// The super admin's side of guest links: a new empty project, the waiting links, a changed link, seen.
export function registerGuestLinkRoutes(app: ZodApp, { db }: AppContext, { linkTo }: UnitRouteTools): void {
  app.post(
    unitPaths.empty,
    { config: superOnly, schema: { tags, response: { 201: linkReplySchema } } },
    async (request, reply) =>
      reply.status(201).send({ link: linkTo(request, await createEmptyUnit(db, sessionOf(request))) }),
  );

  app.get(
    unitPaths.guestLinks,
    {
      config: superOnly,
      schema: { tags, querystring: pageQuerySchema, response: { 200: guestLinkPageSchema } },
    },
    async (request) => {
      const found = await listWaitingGuestUnits(db, request.query.page);
      return {
        ...found,
        items: found.items.map((row) => ({
          _id: row.id,
          link: linkTo(request, row.id),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    unitPaths.changeLink,
    { config: superOnly, schema: { tags, params, response: { 200: linkReplySchema } } },
    async (request) => ({
      link: linkTo(request, await changeUnitLink(db, sessionOf(request), request.params.id)),
    }),
  );

  app.put(
    unitPaths.updateView,
    { config: superOnly, schema: { tags, params, response: { 200: unitMessageReplySchema } } },
    async (request) => {
      await markUnitViewed(db, sessionOf(request), request.params.id);
      return { message: m.viewMarked };
    },
  );
}

// The guest screen (docs/decisions/031): no session; only a project made reachable by a link.
export function registerGuestUnitRoutes(
  app: ZodApp,
  { db, storage }: AppContext,
  tools: UnitRouteTools,
): void {
  const { specs, readForm } = tools;
  const guestOnly = eq(units.guestLink, true);
  const isPublic = { access: 'public', publicRateLimit: true } as const;
  const guestParams = guestIdParamsSchema;

  app.get(
    unitPaths.guestUnit,
    { config: isPublic, schema: { tags, params: guestParams, response: { 200: unitReplySchema } } },
    async (request) => ({ response: await getUnit(db, request.params.id, m.guestLinkNotFound, guestOnly) }),
  );

  app.get(
    unitPaths.guestLookups,
    { config: isPublic, schema: { tags, params: guestParams, response: { 200: lookupsReplySchema } } },
    async (request) => {
      await getUnit(db, request.params.id, m.guestLinkNotFound, guestOnly);
      return allLookups(db);
    },
  );

  app.post(
    unitPaths.guestUnit,
    {
      config: isPublic,
      schema: {
        tags,
        params: guestParams,
        consumes: ['multipart/form-data'],
        response: { 200: unitReplySchema },
      },
    },
    async (request) => {
      await fillGuestUnit(db, storage, request.params.id, readForm(request, specs, 'sent'));
      return { response: await getUnit(db, request.params.id, m.guestLinkNotFound, guestOnly) };
    },
  );
}
