import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { searchPlaceholder } from '@simsar/contract/constants';
import type { User } from '@simsar/contract/users';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { UserCard, UserCardGrid } from '../../ui/members/user-card.tsx';
import { PageListView } from '../../ui/page-list-view.tsx';
import type { PageList } from '../../ui/use-page-list.ts';
import { type AdminWords, useAdminWords } from './words.ts';

const statusOf = (user: User): keyof AdminWords =>
  user.status === 'active'
    ? user.ban
      ? 'banned'
      : 'active'
    : user.status === 'removed'
      ? 'removed'
      : 'pending';

/**
 * A list of users to choose from, one or many, paged and searched on the server
 * (docs/decisions/020): a search by name or phone as one types, cards with a Choose box,
 * "Choose all shown" for the cards loaded, and Get more for the next page.
 */
export function UserPicker({
  list,
  chosen,
  onChange,
}: {
  list: PageList<User>;
  chosen: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const w = useAdminWords();
  const [text, setText] = useState('');
  const search = useDebouncedCallback((value: string) => list.setSearch(value), 250);

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  return (
    <Stack gap="md">
      <Group gap="md" align="center">
        <TextInput
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={320}
        />
        <Button
          variant="default"
          size="sm"
          disabled={list.items.length === 0}
          onClick={() => onChange(new Set([...chosen, ...list.items.map((user) => user._id)]))}
        >
          {w('chooseAllShown')}
        </Button>
        <Button variant="subtle" size="sm" disabled={chosen.size === 0} onClick={() => onChange(new Set())}>
          {w('clearChoice')}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {w('shownAndChosen', { count: list.total, chosen: chosen.size })}
        </Text>
      </Group>
      <PageListView list={list}>
        <UserCardGrid>
          {list.items.map((user) => (
            <UserCard
              key={user._id}
              user={user}
              extra={[
                { label: w('type'), value: w(user.user_type) },
                { label: w('status'), value: w(statusOf(user)) },
              ]}
              actions={
                <Checkbox
                  label={w('choose')}
                  aria-label={w('chooseOne', { name: user.name })}
                  checked={chosen.has(user._id)}
                  onChange={() => toggle(user._id)}
                />
              }
            />
          ))}
        </UserCardGrid>
      </PageListView>
    </Stack>
  );
}
