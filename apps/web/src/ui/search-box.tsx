import { ActionIcon, TextInput } from '@mantine/core';
import { searchPlaceholder } from '@simsar/contract/constants';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

/**
 * The user lists' search (console-core §2, §4): a blank search reloads page 1 instead of searching;
 * a search is sent and the box is cleared.
 */
export function SearchBox({
  onSearch,
  onBlank,
  placeholder = searchPlaceholder,
  label = 'Search',
  busy = false,
}: {
  onSearch: (text: string) => void;
  onBlank: () => void;
  placeholder?: string;
  label?: string;
  busy?: boolean;
}) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') onBlank();
    else onSearch(trimmed);
    setText('');
  };
  return (
    <search aria-label={label}>
      <form onSubmit={submit}>
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          maw={420}
          rightSectionWidth={42}
          rightSection={
            <ActionIcon type="submit" variant="filled" size="lg" aria-label={label} loading={busy}>
              <IconSearch size={18} />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}
