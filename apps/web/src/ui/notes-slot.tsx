import type { NoteSubjectKind } from '@simsar/contract/notes';
import { createContext, type ReactNode, useContext } from 'react';

/** What a card's notes are about, and the name their dialog shows. */
export type NotesSubjectProps = { kind: NoteSubjectKind; id: string; name: string };

/**
 * How a card (a member's, a queue item's) offers its notes without importing the notes area: the
 * app fills this slot with the notes' control (docs/decisions/480); unfilled, cards show none.
 */
export const NotesSlot = createContext<((subject: NotesSubjectProps) => ReactNode) | null>(null);

/** The notes' control of one subject ("Notes", opening its panel), where the app gives one. */
export function NotesControl(subject: NotesSubjectProps) {
  const render = useContext(NotesSlot);
  return render ? render(subject) : null;
}
