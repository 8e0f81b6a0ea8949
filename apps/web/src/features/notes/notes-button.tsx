import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconNote } from '@tabler/icons-react';
import type { NoteSubject } from './api/note-calls.ts';
import { type NoteReader, NotesPanel } from './notes-panel.tsx';
import { useNotesWords } from './words.ts';

/** "Notes" on a card: opens the subject's notes in a dialog, read when it opens. */
export function NotesButton({
  subject,
  name,
  reader,
}: {
  subject: NoteSubject;
  name: string;
  reader: NoteReader;
}) {
  const w = useNotesWords();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="subtle" leftSection={<IconNote size={14} />} onClick={open}>
        {w('notes')}
      </Button>
      <Modal opened={opened} onClose={close} title={w('notesOf', { name })} size="lg">
        {opened ? <NotesPanel subject={subject} reader={reader} /> : null}
      </Modal>
    </>
  );
}
