import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { searchPlaceholder } from '@simsar/contract/constants';
import type { User } from '@simsar/contract/users';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { GetMoreButton } from '../../ui/get-more-button.tsx';
import { UserCard, UserCardGrid } from '../../ui/user-card.tsx';

/** How many cards show at first and per Get more: teams run to hundreds of users. */
const shownPerStep = 40;

/** Name or phone containing the text, case-insensitively (console-core §4, searched in the page). */
function matches(user: User, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || user.name.toLowerCase().includes(needle) || user.phone.includes(needle);
}

const statusLabel = (user: User) =>
  user.status === 'active'
    ? user.ban
      ? 'Banned'
      : 'Active'
    : user.status === 'removed'
      ? 'Removed'
      : 'Pending';

/**
 * A list of users to choose from, one or many: a search in the page, cards with a Choose box,
 * "Choose all shown" for the filtered cards, and Get more past the first 40.
 */
export function UserPicker({
  users,
  chosen,
  onChange,
}: {
  users: User[];
  chosen: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const [text, setText] = useState('');
  const [limit, setLimit] = useState(shownPerStep);
  const found = useMemo(() => users.filter((user) => matches(user, text)), [users, text]);
  const shown = found.slice(0, limit);

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
            setLimit(shownPerStep);
          }}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={320}
        />
        <Button
          variant="default"
          size="sm"
          disabled={found.length === 0}
          onClick={() => onChange(new Set([...chosen, ...found.map((user) => user._id)]))}
        >
          Choose all shown
        </Button>
        <Button variant="subtle" size="sm" disabled={chosen.size === 0} onClick={() => onChange(new Set())}>
          Clear choice
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {found.length === 1 ? '1 user' : `${found.length} users`}, {chosen.size} chosen
        </Text>
      </Group>
      {found.length === 0 ? <EmptyState /> : null}
      <UserCardGrid>
        {shown.map((user) => (
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
      {found.length > limit ? (
        <GetMoreButton loading={false} onClick={() => setLimit((current) => current + shownPerStep)} />
      ) : null}
    </Stack>
  );
}
