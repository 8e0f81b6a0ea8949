import { contentPaths } from '@simsar/contract/content-paths';
import { contentMessageReplySchema } from '@simsar/contract/content-replies';
import {
  teamMessages as m,
  teamFieldsSchema,
  teamIdParamsSchema,
  teamListReplySchema,
  teamReplySchema,
} from '@simsar/contract/content-team';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { readUploadForm } from '../../core/uploads.ts';
import { imageSlot } from './content.files.service.ts';
import { createTeamMember, deleteTeamMember, listTeam, updateTeamMember } from './content.team.service.ts';

const tags = ['Help team'];
const superOnly = { access: 'super' } as const;
const multipart = ['multipart/form-data'];

/** Help team (content-operations §7): ordinary admins read, super admins change. */
export function registerTeamRoutes(app: ZodApp, { db, storage, config }: AppContext): void {
  const read = (request: FastifyRequest, imageRequired: boolean) =>
    readUploadForm(request, storage, teamFieldsSchema, {
      image: imageSlot(config.uploadLimits, m.imageType, imageRequired ? m.imageRequired : undefined),
    });

  app.get(contentPaths.team, { schema: { tags, response: { 200: teamListReplySchema } } }, async () => ({
    response: await listTeam(db),
  }));

  app.post(
    contentPaths.teamCreate,
    { config: superOnly, schema: { tags, consumes: multipart, response: { 201: teamReplySchema } } },
    async (request, reply) => {
      const member = await createTeamMember(db, sessionOf(request), await read(request, true));
      return reply.status(201).send({ response: member });
    },
  );

  app.put(
    contentPaths.teamUpdate(':id'),
    {
      config: superOnly,
      schema: { tags, consumes: multipart, params: teamIdParamsSchema, response: { 200: teamReplySchema } },
    },
    async (request) => ({
      response: await updateTeamMember(
        db,
        sessionOf(request),
        storage,
        request.params.id,
        await read(request, false),
      ),
    }),
  );

  app.delete(
    contentPaths.teamDelete(':id'),
    {
      config: superOnly,
      schema: { tags, params: teamIdParamsSchema, response: { 200: contentMessageReplySchema } },
    },
    async (request) => {
      await deleteTeamMember(db, sessionOf(request), storage, request.params.id);
      return { message: m.deleted };
    },
  );
}
