import {
  type CreateNoteInput,
  type EditNoteInput,
  mentionableReplySchema,
  mentionsReplySchema,
  type NoteSubjectKind,
  notePaths,
  noteSchema,
  notesReplySchema,
} from '@simsar/contract/notes';
import { fillPath } from '@simsar/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../ui/api-client.ts';
import { useNotesWords } from '../words.ts';

export type NoteSubject = { kind: NoteSubjectKind; id: string };

export const noteKeys = {
  root: ['notes'] as const,
  subject: ({ kind, id }: NoteSubject) => ['notes', 'subject', kind, id] as const,
  mentionable: ({ kind, id }: NoteSubject) => ['notes', 'mentionable', kind, id] as const,
  mentions: ['notes', 'mentions'] as const,
};

/** GET /api/notes/{kind}/{id}: a subject's notes, oldest first. */
export function useNotes(subject: NoteSubject) {
  return useQuery({
    queryKey: noteKeys.subject(subject),
    queryFn: () => apiRequest(fillPath(notePaths.subject, subject), { reply: notesReplySchema }),
  });
}

/** The admins a note on this subject may mention: those who can see it. */
export function useMentionable(subject: NoteSubject) {
  return useQuery({
    queryKey: noteKeys.mentionable(subject),
    queryFn: () => apiRequest(fillPath(notePaths.mentionable, subject), { reply: mentionableReplySchema }),
  });
}

/** A new note, its own change or its strike-through; the subject's notes are read again after. */
export function useNoteCalls(subject: NoteSubject) {
  const client = useQueryClient();
  const w = useNotesWords();
  const refresh = () => client.invalidateQueries({ queryKey: noteKeys.subject(subject) });
  const add = useMutation({
    mutationFn: (body: CreateNoteInput) =>
      apiRequest(fillPath(notePaths.subject, subject), { method: 'POST', body, reply: noteSchema }),
    onSuccess: refresh,
    meta: { successToast: () => w('noteAdded') },
  });
  const edit = useMutation({
    mutationFn: ({ id, ...body }: EditNoteInput & { id: string }) =>
      apiRequest(fillPath(notePaths.note, { id }), { method: 'PUT', body, reply: noteSchema }),
    onSettled: refresh,
    meta: { successToast: () => w('noteSaved') },
  });
  const strike = useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(notePaths.note, { id }), { method: 'DELETE', reply: noteSchema }),
    onSettled: refresh,
    meta: { successToast: () => w('noteDeleted') },
  });
  return { add, edit, strike };
}

/** GET /api/notes/mentions: the caller's mentions not yet done (their bell and "Mentioned you"). */
export function useMentions() {
  return useQuery({
    queryKey: noteKeys.mentions,
    queryFn: () => apiRequest(notePaths.mentions, { reply: mentionsReplySchema }),
  });
}

/** Marks a mention done: it leaves "Mentioned you" and the bell. */
export function useMarkMentionDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(notePaths.mentionDone, { id }), { method: 'PUT', reply: z.unknown() }),
    onSettled: () => client.invalidateQueries({ queryKey: noteKeys.mentions }),
  });
}
