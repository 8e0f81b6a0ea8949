import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

export type ListViewKind = 'cards' | 'table';
type Stored = { view?: ListViewKind; columns?: string[] };

/** Phones (up to 48em) always get the cards: a table of several columns does not fit them. */
const phoneQuery = '(max-width: 48em)';

const keyOf = (adminId: string, list: string) => `simsar.list-view.${adminId}.${list}`;

function readStored(key: string): Stored {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
}

/**
 * How one admin looks at one list (docs/decisions/520): cards or a table, and the table's columns,
 * kept in this browser's local storage per admin and list. Cards are the default, and on phones the
 * only view.
 */
export function useListPrefs(adminId: string, list: string, defaultColumns: string[]) {
  const key = keyOf(adminId, list);
  const [stored, setStored] = useState<Stored>(() => readStored(key));
  const phone = useMediaQuery(phoneQuery) ?? false;
  const save = (next: Stored) => {
    setStored(next);
    localStorage.setItem(key, JSON.stringify(next));
  };
  return {
    /** Whether the switch is offered (not on phones). */
    switchable: !phone,
    view: phone ? 'cards' : (stored.view ?? 'cards'),
    setView: (view: ListViewKind) => save({ ...stored, view }),
    columns: stored.columns ?? defaultColumns,
    setColumns: (columns: string[]) => save({ ...stored, columns }),
  };
}

export type ListPrefs = ReturnType<typeof useListPrefs>;
