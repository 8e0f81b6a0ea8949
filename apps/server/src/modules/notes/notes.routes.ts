import {
  createNoteSchema,
  editNoteSchema,
  mentionableReplySchema,
  mentionParamsSchema,
  mentionsReplySchema,
  noteParamsSchema,
  notePaths,
  noteSchema,
  noteSubjectParamsSchema,
  notesReplySchema,
} from '@simsar/contract/notes';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { listMentionable, listMentions, markMentionDone } from './notes.mentions.service.ts';
import { addNote, editNote, listNotes, strikeNote } from './notes.service.ts';
import { visibleSubject } from './notes.subjects.ts';

const tags = ['Notes'];

/** Notes on members and queue items, and the caller's mentions (docs/decisions/480). */
export function registerNoteRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get(
    notePaths.subject,
    { schema: { tags, params: noteSubjectParamsSchema, response: { 200: notesReplySchema } } },
    (request) => listNotes(db, sessionOf(request), request.params.kind, request.params.id),
  );

  app.post(
    notePaths.subject,
    {
      schema: {
        tags,
        params: noteSubjectParamsSchema,
        body: createNoteSchema,
        response: { 201: noteSchema },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const note = await addNote(db, sessionOf(request), kind, id, request.body, clock());
      return reply.status(201).send(note);
    },
  );

  app.get(
    notePaths.mentionable,
    { schema: { tags, params: noteSubjectParamsSchema, response: { 200: mentionableReplySchema } } },
    async (request) => {
      const subject = await visibleSubject(db, sessionOf(request), request.params.kind, request.params.id);
      return { items: await listMentionable(db, subject) };
    },
  );

  app.put(
    notePaths.note,
    { schema: { tags, params: noteParamsSchema, body: editNoteSchema, response: { 200: noteSchema } } },
    (request) => editNote(db, sessionOf(request), request.params.id, request.body, clock()),
  );

  app.delete(
    notePaths.note,
    { schema: { tags, params: noteParamsSchema, response: { 200: noteSchema } } },
    (request) => strikeNote(db, sessionOf(request), request.params.id, clock()),
  );

  app.get(notePaths.mentions, { schema: { tags, response: { 200: mentionsReplySchema } } }, (request) =>
    listMentions(db, sessionOf(request)),
  );

  app.put(
    notePaths.mentionDone,
    { schema: { tags, params: mentionParamsSchema } },
    async (request, reply) => {
      await markMentionDone(db, sessionOf(request), request.params.id, clock());
      return reply.status(204).send();
    },
  );
}
