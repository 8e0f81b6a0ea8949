import { appLanguageQuerySchema, type Language, languageStatus } from '@simsar/contract/bilingual';
import { unitsPageSize } from '@simsar/contract/units';
import { unitMessages as m } from '@simsar/contract/units-messages';
import { unitPaths } from '@simsar/contract/units-paths';
import {
  type AppUnit,
  appUnitListReplySchema,
  appUnitReplySchema,
  appUnitsQuerySchema,
  type Unit,
  unitBilingual,
  unitIdParamsSchema,
} from '@simsar/contract/units-replies';
import { desc, getTableColumns } from 'drizzle-orm';
import { memberOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import type { Executor } from '../../core/db.ts';
import { replyLanguage } from '../../core/language.ts';
import { defineList } from '../../core/lists.ts';
import type { SessionMember } from '../../core/session.ts';
import { publishedUnits } from './units.brief.service.ts';
import { getUnit, loadUnit } from './units.read.service.ts';
import { units } from './units.schema.ts';

const published = publishedUnits;

/**
 * What one member may see of a project: clients get nothing of the brokers' side. Both halves of
 * its texts stay; `missing` and `fallback` say what the member's language lacks (docs/decisions/285).
 */
function forMember(unit: Unit, member: SessionMember, lang: Language): AppUnit {
  const { empty: _empty, view: _view, ...rest } = unit;
  const shared = { ...rest, ...languageStatus(unit, unitBilingual, lang) };
  if (member.userType !== 'Client') return shared;
  const { commission: _c, incentive: _i, video_broker: _v, whatsapp_link: _w, ...forClients } = shared;
  return forClients;
}

/** The published projects, newest first, each whole (one project at a time: its plans and types). */
const publishedList = defineList(units, {
  name: 'app-units',
  columns: () => getTableColumns(units),
  where: () => published,
  order: () => [desc(units.createdAt), desc(units.id)],
  pageSize: unitsPageSize,
  toItems: async (rows, { db }) => {
    const list = [];
    for (const row of rows) list.push(await loadUnit(db, row));
    return list;
  },
});

async function listPublished(db: Executor, page: number, member: SessionMember, lang: Language) {
  const found = await publishedList.page(db, member, { page });
  return { units: found.items.map((unit) => forMember(unit, member, lang)), pages: found.pages };
}

/** GET /api/app/units and /api/app/units/{id} for signed-in members of the apps. */
export function registerAppUnitRoutes(app: ZodApp, { db }: AppContext): void {
  const tags = ['Marketplace apps'];
  const member = { access: 'member' } as const;
  app.get(
    unitPaths.appUnits,
    {
      config: member,
      schema: { tags, querystring: appUnitsQuerySchema, response: { 200: appUnitListReplySchema } },
    },
    (request, reply) =>
      listPublished(db, request.query.page, memberOf(request), replyLanguage(request, reply)),
  );
  app.get(
    unitPaths.appUnit,
    {
      config: member,
      schema: {
        tags,
        params: unitIdParamsSchema,
        querystring: appLanguageQuerySchema,
        response: { 200: appUnitReplySchema },
      },
    },
    async (request, reply) => ({
      response: forMember(
        await getUnit(db, request.params.id, m.unitNotFound, published),
        memberOf(request),
        replyLanguage(request, reply),
      ),
    }),
  );
}
