import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useCommonWords } from '../common-words.ts';

/** A card's selection box. */
export function SelectBox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
}) {
  const w = useCommonWords();
  return (
    <Checkbox
      label={w('select')}
      aria-label={w('selectOne', { name })}
      checked={checked}
      onChange={onChange}
    />
  );
}

/** The set with `id` added or taken out. */
export function toggled(set: Set<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The ids chosen on a list, toggled one by one or set all at once. */
export function useSelection() {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  return {
    chosen,
    has: (id: string) => chosen.has(id),
    toggle: (id: string) => setChosen(toggled(chosen, id)),
    set: (ids: string[]) => setChosen(new Set(ids)),
    clear: () => setChosen(new Set()),
  };
}
