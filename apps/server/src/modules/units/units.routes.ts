import { fillPath } from '@simsar/contract/paths';
import { lookupKinds, unitFileFields, unitUploadFields } from '@simsar/contract/units';
import { unitMessages as m } from '@simsar/contract/units-messages';
import { unitPaths } from '@simsar/contract/units-paths';
import {
  lookupListReplySchema,
  unitIdParamsSchema,
  unitListReplySchema,
  unitMessageReplySchema,
  unitPageParamsSchema,
  unitReplySchema,
  unitSearchReplySchema,
  unitSearchSchema,
  uploadAheadReplySchema,
  uploadReplySchema,
} from '@simsar/contract/units-replies';
import { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { registerAppUnitRoutes } from './units.apps.routes.ts';
import { listUnitCards, searchUnitCards } from './units.cards.service.ts';
import { registerGuestLinkRoutes, registerGuestUnitRoutes } from './units.guest.routes.ts';
import { registerPriceImportRoutes } from './units.price-imports.routes.ts';
import { registerUnitPriceRoutes } from './units.prices.routes.ts';
import { getUnit, listLookups } from './units.read.service.ts';
import { type UnitRouteTools, unitRouteTools } from './units.route-tools.ts';
import { createUnit, deleteUnit, replaceUnitFile, updateUnit } from './units.service.ts';
import { uploadAhead } from './units.uploads.service.ts';

const tags = ['Projects'];
const params = unitIdParamsSchema;

const superOnly = { access: 'super' } as const;

export function registerUnitRoutes(app: ZodApp, context: AppContext): void {
  const tools = unitRouteTools(context);
  registerUnitReadRoutes(app, context);
  registerUnitWriteRoutes(app, context, tools);
  registerUnitFileRoutes(app, context, tools);
  registerGuestLinkRoutes(app, context, tools);
  registerGuestUnitRoutes(app, context, tools);
  registerAppUnitRoutes(app, context);
  registerUnitPriceRoutes(app, context);
  registerPriceImportRoutes(app, context);
}

// The lookups, the list, the search and one project: for every signed-in admin.
function registerUnitReadRoutes(app: ZodApp, { db }: AppContext): void {
  for (const kind of lookupKinds) {
    app.get(
      fillPath(unitPaths.lookup, { kind }),
      { schema: { tags, response: { 200: lookupListReplySchema } } },
      async () => ({
        response: await listLookups(db, kind),
      }),
    );
  }

  app.get(
    unitPaths.list,
    { schema: { tags, params: unitPageParamsSchema, response: { 200: unitListReplySchema } } },
    (request) => listUnitCards(db, request.params.page),
  );

  app.post(
    unitPaths.search,
    {
      config: { readsOnly: true },
      schema: { tags, body: unitSearchSchema, response: { 200: unitSearchReplySchema } },
    },
    async (request) => ({ units: await searchUnitCards(db, request.body.search) }),
  );

  app.get(
    unitPaths.unit,
    { schema: { tags, params, response: { 200: unitReplySchema } } },
    async (request) => ({
      response: await getUnit(db, request.params.id, m.unitNotFound),
    }),
  );
}

// Adding and changing a project, and a file sent ahead of the add form.
function registerUnitWriteRoutes(app: ZodApp, { db, storage }: AppContext, tools: UnitRouteTools): void {
  const { specs, readForm, readFile } = tools;
  const { images } = specs;

  app.post(
    unitPaths.create,
    {
      config: superOnly,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: unitReplySchema } },
    },
    async (request, reply) => {
      const id = await createUnit(db, sessionOf(request), storage, readForm(request, specs, 'sentOrAhead'));
      return reply.status(201).send({ response: await getUnit(db, id, m.unitNotFound) });
    },
  );

  app.put(
    unitPaths.update,
    {
      config: superOnly,
      schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: unitMessageReplySchema } },
    },
    async (request) => {
      await updateUnit(
        db,
        sessionOf(request),
        storage,
        request.params.id,
        readForm(request, { images }, 'none'),
      );
      return { message: m.unitUpdated };
    },
  );

  app.post(
    unitPaths.uploadAhead,
    {
      config: superOnly,
      schema: {
        tags,
        params: z.object({ field: z.enum(unitUploadFields) }),
        consumes: ['multipart/form-data'],
        response: { 201: uploadAheadReplySchema },
      },
    },
    async (request, reply) => {
      const { field } = request.params;
      const upload = await uploadAhead(db, sessionOf(request), storage, field, readFile(request, field));
      return reply.status(201).send({ upload });
    },
  );
}

// Replacing one file of a project, and deleting a project.
function registerUnitFileRoutes(
  app: ZodApp,
  { db, storage }: AppContext,
  { readFile }: UnitRouteTools,
): void {
  for (const field of unitFileFields) {
    app.put(
      unitPaths.uploadFile[field],
      {
        config: superOnly,
        schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: uploadReplySchema } },
      },
      async (request) => {
        const path = await replaceUnitFile(
          db,
          sessionOf(request),
          storage,
          request.params.id,
          field,
          readFile(request, field),
        );
        return { message: m.doneUpload, path };
      },
    );
  }

  app.delete(
    unitPaths.remove,
    { config: superOnly, schema: { tags, params, response: { 200: unitMessageReplySchema } } },
    async (request) => {
      await deleteUnit(db, sessionOf(request), storage, request.params.id);
      return { message: m.unitDeleted };
    },
  );
}
