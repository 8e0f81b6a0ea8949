import { Box, Button, Kbd, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useHotkeys } from '@mantine/hooks';
import { globalSearchMinLength, type SearchHit, searchGroups } from '@simsar/contract/global-search';
import { nationalPhone } from '@simsar/contract/search-text';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../i18n/i18n.tsx';
import { useGlobalSearch } from './api/search-calls.ts';
import { HitGroup } from './search-hits.tsx';
import { useSearchWords } from './words.ts';

/** Whether the text is long enough to be searched (the server answers nothing shorter). */
function searchable(text: string): boolean {
  const phone = nationalPhone(text.trim());
  return text.trim().length >= globalSearchMinLength || (phone?.length ?? 0) >= globalSearchMinLength;
}

/**
 * The console's one search (docs/decisions/500): Ctrl+K or `/` from any screen, except while
 * typing in a field, or the header's button, opens it; the hits come grouped by kind (a combobox
 * and its listbox), arrows choose one and Enter opens its page.
 */
export function GlobalSearch() {
  const w = useSearchWords();
  const [opened, { open, close }] = useDisclosure(false);
  useHotkeys([
    ['mod+K', open],
    ['/', open],
  ]);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconSearch size={16} />}
        onClick={open}
        aria-label={w('open')}
        visibleFrom="xs"
      >
        {w('shortcut')}
        {/* The key as it is printed on the keyboard, in either language (data-like: its own direction). */}
        <Kbd size="xs" ms={6} dir="ltr">
          {w('keys')}
        </Kbd>
      </Button>
      <Modal opened={opened} onClose={close} title={w('open')} size="lg" yOffset="10vh">
        {opened ? <SearchPanel onDone={close} /> : null}
      </Modal>
    </>
  );
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const w = useSearchWords();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [term] = useDebouncedValue(searchable(text) ? text.trim() : '', 200);
  const search = useGlobalSearch(term);
  const listId = useId();
  const groups = searchGroups
    .map((group) => ({ group, hits: search.data?.[group] ?? [] }))
    .filter((entry) => entry.hits.length > 0);
  const hits = groups.flatMap((entry) => entry.hits);
  const chosen = Math.min(active, Math.max(hits.length - 1, 0));
  const openHit = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onDone();
    navigate(hit.route);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + hits.length) % Math.max(hits.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(hits[chosen]);
    }
  };
  const optionId = (index: number) => `${listId}-hit-${index}`;
  const shown = term !== '' && search.data !== undefined;
  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={w('placeholder')}
        aria-label={w('placeholder')}
        leftSection={<IconSearch size={16} />}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hits.length > 0 ? optionId(chosen) : undefined}
      />
      <SearchState text={text} term={term} search={search} empty={shown && hits.length === 0} />
      <Box id={listId} role="listbox" aria-label={w('hits')} mah="55vh" style={{ overflowY: 'auto' }}>
        {groups.map(({ group, hits: groupHits }) => (
          <HitGroup
            key={group}
            group={group}
            hits={groupHits}
            first={hits.indexOf(groupHits[0] as SearchHit)}
            chosen={chosen}
            optionId={optionId}
            onOpen={openHit}
            onHover={setActive}
          />
        ))}
      </Box>
      <Text size="xs" c="dimmed">
        {w('howTo')}
      </Text>
    </Stack>
  );
}

/** What the list is waiting for, found nothing, or failed with (the server's words). */
function SearchState({
  text,
  term,
  search,
  empty,
}: {
  text: string;
  term: string;
  search: ReturnType<typeof useGlobalSearch>;
  empty: boolean;
}) {
  const w = useSearchWords();
  if (text.trim() !== '' && !searchable(text)) return <Text size="sm">{w('tooShort')}</Text>;
  if (search.error) {
    return (
      <Text size="sm" c="red" role="alert">
        {translateMessage(search.error.message)}
      </Text>
    );
  }
  if (term !== '' && search.isFetching && !search.data) return <Text size="sm">{w('searching')}</Text>;
  if (empty) return <Text size="sm">{w('nothing', { term })}</Text>;
  return null;
}
