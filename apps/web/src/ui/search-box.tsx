import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { searchPlaceholder } from '@simsar/contract/constants';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { translateMessage } from '../i18n/i18n.tsx';
import { useCommonWords } from './common-words.ts';
import { UserText } from './user-text.tsx';

/**
 * The lists' search (console-core §2, §4): a blank search reloads page 1 instead of searching;
 * a search is sent and the box is cleared. While the list shows a search's results, `results` is
 * its term: "Results for “…”" (in Arabic «…») says the list is filtered, and Clear search shows the whole list
 * again (docs/decisions/160).
 */
export function SearchBox({
  onSearch,
  onBlank,
  placeholder: givenPlaceholder,
  label: givenLabel,
  busy = false,
  results,
}: {
  onSearch: (text: string) => void;
  onBlank: () => void;
  placeholder?: string;
  label?: string;
  busy?: boolean;
  results?: string | undefined;
}) {
  const w = useCommonWords();
  // The contract's words when none are given ("Name or Phone number"), in the language in use.
  const placeholder = givenPlaceholder ?? translateMessage(searchPlaceholder);
  const label = givenLabel ?? w('search');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') onBlank();
    else onSearch(trimmed);
    setText('');
  };
  return (
    <>
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
      {results ? (
        <Group gap="xs" role="status" aria-label={w('searchResults')}>
          <Text size="sm" fw={500}>
            {w('resultsFor')} {w('openQuote')}
            <UserText>{results}</UserText>
            {w('closeQuote')}
          </Text>
          <Button size="compact-sm" variant="subtle" leftSection={<IconX size={14} />} onClick={onBlank}>
            {w('clearSearch')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
