import { productPath } from '@simsar/contract/content-paths';
import { contentMessageReplySchema } from '@simsar/contract/content-replies';
import { idParamsSchema } from '@simsar/contract/fields';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { fileTypes } from '../../core/storage.ts';
import { type FileSlot, readUploadForm } from '../../core/uploads.ts';
import type { ContentKit, Write } from './content.kit.ts';

type Row = Record<string, unknown>;
const slotLabels = { image: 'Image', video: 'Video', document: 'PDF' } as const;

/** Registers a content type's calls: everyone signed in reads, super admins change (content-operations §7). */
export function registerContentType(app: ZodApp, { db, storage, config }: AppContext, kit: ContentKit): void {
  const type = kit.definition;
  const { replies } = type;
  const { paths, tag } = type.row;
  const tags = [tag];
  const path = (template: string) => productPath(template, config.productName);
  const params = idParamsSchema(type.messages.notFound);
  const superOnly = { access: 'super' } as const;
  const listKey = replies.listKey ?? 'response';
  const oneKey = replies.oneKey ?? 'response';
  const slots = (required: boolean): Record<string, FileSlot> =>
    Object.fromEntries(
      Object.entries(type.files ?? {}).map(([slot, rule]) => [
        slot,
        {
          visibility: 'public',
          types: rule.kind === 'document' ? fileTypes.pdf : fileTypes[rule.kind],
          maxBytes: config.uploadLimits[rule.kind],
          label: slotLabels[rule.kind],
          typeMessage: rule.typeMessage,
          required: required ? rule.required : undefined,
        },
      ]),
    );

  /** Reads a write's body; `run` settles it (stored files go again when the write fails). */
  async function read<Schema extends z.ZodType>(
    request: FastifyRequest,
    write: Write<Schema, Row>,
    isNew: boolean,
  ) {
    if (write.body === 'json' || (write.body === 'either' && !request.isMultipart())) {
      const parsed = write.fields.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error.issues);
      return {
        fields: parsed.data as z.output<Schema>,
        files: {},
        settle: <T>(work: () => Promise<T>) => work(),
      };
    }
    const form = await readUploadForm(request, storage, write.fields, slots(isNew));
    const files = Object.fromEntries(
      Object.entries(form.files).map(([slot, stored]) => [slot, stored[0]?.key]),
    );
    return { fields: form.fields, files, settle: form.settle };
  }
  const schemaOf = (write: Write<z.ZodType, Row>) =>
    write.body === 'json'
      ? { body: write.fields }
      : {
          consumes:
            write.body === 'either' ? ['application/json', 'multipart/form-data'] : ['multipart/form-data'],
        };

  app.get(
    path(paths.list),
    { schema: { tags, ...(type.listBy && { params: type.listBy.params }), response: { 200: replies.list } } },
    async (request) => {
      const where = type.listBy ? type.listBy.where(request.params) : undefined;
      return { [listKey]: await kit.list(db, sessionOf(request), where) };
    },
  );

  const { create: creating, update: updating } = type;
  app.post(
    path(paths.create),
    { config: superOnly, schema: { tags, ...schemaOf(creating), response: { 201: replies.one } } },
    async (request, reply) => {
      const { fields, files, settle } = await read(request, creating, true);
      const item = await settle(() => kit.create(db, sessionOf(request), creating.values(fields, files)));
      return reply.status(201).send({ [oneKey]: item });
    },
  );

  if (paths.update && updating) {
    app.put(
      path(paths.update),
      {
        config: superOnly,
        schema: { tags, params, ...schemaOf(updating), response: { 200: replies.one } },
      },
      async (request) => {
        const { fields, files, settle } = await read(request, updating, false);
        const item = await settle(() =>
          kit.update(db, sessionOf(request), storage, request.params.id, (current) =>
            updating.values(fields, files, current),
          ),
        );
        return { [oneKey]: item };
      },
    );
  }

  if (paths.delete) {
    app.delete(
      path(paths.delete),
      { config: superOnly, schema: { tags, params, response: { 200: contentMessageReplySchema } } },
      async (request) => {
        await kit.remove(db, sessionOf(request), storage, request.params.id);
        return { message: type.messages.deleted };
      },
    );
  }
}
