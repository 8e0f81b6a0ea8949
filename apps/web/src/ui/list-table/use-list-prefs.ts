import { useMediaQuery } from '@mantine/hooks';
import type { SavedViewLayout } from '@simsar/contract/saved-views';
import { useEffect, useState } from 'react';

/** Cards or a table: what a saved view keeps as its layout. */
export type ListViewKind = SavedViewLayout;
type Stored = { view?: ListViewKind; columns?: string[] };

/** Phones (up to 48em) always get the cards: a table of several columns does not fit them. */
const phoneQuery = '(max-width: 48em)';

const keyOf = (adminId: string, list: string) => `simsar.list-view.${adminId}.${list}`;
/** Said on the window when a saved view sets a list's looks, so a list on screen takes them at once. */
const prefsChanged = 'simsar:list-prefs';

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
  useEffect(() => {
    const reread = (event: Event) => {
      if ((event as CustomEvent<string>).detail === key) setStored(readStored(key));
    };
    window.addEventListener(prefsChanged, reread);
    return () => window.removeEventListener(prefsChanged, reread);
  }, [key]);
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

/** A saved view's looks (docs/decisions/560) kept as the admin's own for that list. */
export function applyListPrefs(adminId: string, list: string, prefs: Stored): void {
  const key = keyOf(adminId, list);
  localStorage.setItem(key, JSON.stringify({ ...readStored(key), ...prefs }));
  window.dispatchEvent(new CustomEvent(prefsChanged, { detail: key }));
}
