import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { searchPlaceholder } from '@simsar/contract/constants';
import type { User } from '@simsar/contract/users';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { countOf } from '../../ui/count.ts';
import { PageListView } from '../../ui/page-list-view.tsx';
import type { PageList } from '../../ui/use-page-list.ts';
import { UserCard, UserCardGrid } from '../../ui/user-card.tsx';

const statusLabel = (user: User) =>
  user.status === 'active'
    ? user.ban
      ? 'Banned'
      : 'Active'
    : user.status === 'removed'
      ? 'Removed'
      : 'Pending';

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
          Choose all shown
        </Button>
        <Button variant="subtle" size="sm" disabled={chosen.size === 0} onClick={() => onChange(new Set())}>
          Clear choice
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {countOf(list.total, 'user')}, {chosen.size} chosen
        </Text>
      </Group>
      <PageListView list={list}>
        <UserCardGrid>
          {list.items.map((user) => (
            <UserCard
              key={user._id}
              user={user}
              extra={[
                { label: 'Type', value: user.user_type },
                { label: 'Status', value: statusLabel(user) },
              ]}
              actions={
                <Checkbox
                  label="Choose"
                  aria-label={`Choose ${user.name}`}
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
