import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Note } from '@simsar/contract/notes';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { type NoteSubject, useNoteCalls, useNotes } from './api/note-calls.ts';
import { NoteBox } from './note-box.tsx';
import { useNotesWords } from './words.ts';

/** Who is reading: their id (their own notes they may change) and whether they are a super admin. */
export type NoteReader = { id: string; isSuper: boolean };

function NoteItem({ note, subject, reader }: { note: Note; subject: NoteSubject; reader: NoteReader }) {
  const w = useNotesWords();
  const { formatDate } = useI18n();
  const { edit, strike } = useNoteCalls(subject);
  const [editing, setEditing] = useState(false);
  const mine = note.author?._id === reader.id;
  // The server says no after the 10 minutes whatever the console shows; the button goes with them.
  const editable = mine && !note.struck && Date.now() < new Date(note.editable_until).getTime();
  const author = note.author?.name ?? w('unknownAuthor');
  return (
    <Paper withBorder p="sm" component="article" aria-label={author}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} dir="auto">
          {author}
        </Text>
        <Text size="xs" c="dimmed">
          <bdi>{formatDate(note.created_at, 'minute')}</bdi>
          {note.edited_at ? ` · ${w('edited')}` : null}
        </Text>
      </Group>
      {editing ? (
        <NoteBox
          subject={subject}
          initial={{ body: note.body, mentions: note.mentions }}
          submitLabel={w('save')}
          busy={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async ({ body, mentions }) => {
            await edit.mutateAsync({
              id: note._id,
              body,
              mentions: mentions.map((a) => a._id),
              version: note.version,
            });
            setEditing(false);
          }}
        />
      ) : (
        <Text
          size="sm"
          dir="auto"
          td={note.struck ? 'line-through' : undefined}
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {note.body}
        </Text>
      )}
      {note.struck ? (
        <Text size="xs" c="dimmed" mt={4}>
          {userTextIn(w('struck'), {
            name: note.struck.by,
            date: <bdi>{formatDate(note.struck.at, 'minute')}</bdi>,
          })}
        </Text>
      ) : null}
      {!editing && !note.struck && (mine || reader.isSuper) ? (
        <Group gap="xs" mt={6}>
          {editable ? (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
              {w('edit')}
            </Button>
          ) : null}
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={strike.isPending}
            onClick={() =>
              confirmYesNo({
                title: w('delete'),
                message: w('deleteAsk'),
                onYes: () => strike.mutate(note._id),
              })
            }
          >
            {w('delete')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/**
 * A member's or a queue item's notes, oldest first, struck ones kept, and the box for a new one
 * (docs/decisions/480). Takes only the subject: any screen may hold it (a card's dialog, a page).
 */
export function NotesPanel({ subject, reader }: { subject: NoteSubject; reader: NoteReader }) {
  const w = useNotesWords();
  const notes = useNotes(subject);
  const { add } = useNoteCalls(subject);
  return (
    <Stack gap="sm">
      {notes.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{w('loading')}</Text>
        </Group>
      ) : notes.isError ? (
        <LoadError message={notes.error.message} onRetry={() => void notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {w('noNotes')}
        </Text>
      ) : (
        notes.data.items.map((note) => (
          <NoteItem key={note._id} note={note} subject={subject} reader={reader} />
        ))
      )}
      <NoteBox
        subject={subject}
        submitLabel={w('add')}
        busy={add.isPending}
        onSubmit={({ body, mentions }) => add.mutateAsync({ body, mentions: mentions.map((a) => a._id) })}
      />
    </Stack>
  );
}
