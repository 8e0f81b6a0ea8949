import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { auditLinkOf } from '@simsar/contract/audit';
import { memberLinkOf } from '@simsar/contract/member-page';
import type { User } from '@simsar/contract/users';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { type CardField, FieldList } from '../field-list.tsx';
import { NotesControl } from '../notes-slot.tsx';
import { userTextIn } from '../user-text.tsx';
import { useMemberWords } from './words.ts';

/** A value that reads left to right among Arabic words too (an e-mail, a phone). */
const leftToRight = (text: string) => <bdi dir="ltr">{text}</bdi>;

/**
 * One user: Name, Email, Phone and Join Date, then the area's own fields, then its actions.
 * A banned user's card looks banned: red border, tinted, with a Banned badge.
 */
export function UserCard({
  user,
  extra = [],
  actions,
  historyLink = false,
  linkToPage = true,
}: {
  user: User;
  extra?: CardField[];
  actions?: ReactNode;
  /** Super admins: a link to this member's entries in the audit log. */
  historyLink?: boolean;
  /** The name opens the member's page (docs/decisions/442); not on that page itself. */
  linkToPage?: boolean;
}) {
  const w = useMemberWords();
  const { formatDate } = useI18n();
  const fields: CardField[] = [
    // An e-mail or a phone reads left to right among Arabic words too.
    { label: w('email'), value: leftToRight(user.email) },
    { label: w('phone'), value: leftToRight(user.phone) },
    // Join Date: the day of createdAt (console-core §2).
    { label: w('joinDate'), value: formatDate(user.createdAt, 'day') },
    // Who looks after the member; pending brokers who joined by no code have none yet.
    { label: w('admin'), value: user.admin_name ? <bdi>{user.admin_name}</bdi> : w('notAssigned') },
    ...extra,
  ];
  return (
    <Card
      component="article"
      aria-label={user.name}
      data-banned={user.ban || undefined}
      withBorder
      radius="md"
      padding="md"
      style={
        user.ban ? { borderColor: 'var(--mantine-color-red-5)', background: 'var(--app-banned)' } : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="xs" c="dimmed">
              {w('name')}
            </Text>
            <Text fw={600} td={user.ban ? 'line-through' : undefined} dir="auto">
              {linkToPage ? (
                <Anchor component={Link} to={memberLinkOf(user._id)} inherit dir="auto">
                  {user.name}
                </Anchor>
              ) : (
                user.name
              )}
            </Text>
          </div>
          {user.ban ? (
            <Badge color="red" variant="filled">
              {w('banned')}
            </Badge>
          ) : null}
        </Group>
        {user.ban && user.ban_reason ? (
          <Text size="sm" c="var(--app-text-danger)" dir="auto">
            {userTextIn(w('banReason'), { reason: user.ban_reason })}
          </Text>
        ) : null}
        <FieldList fields={fields} />
        {historyLink ? (
          <Anchor component={Link} to={auditLinkOf('user', user._id)} size="sm">
            {w('history')}
          </Anchor>
        ) : null}
        <NotesControl kind="member" id={user._id} name={user.name} />
        {actions ? (
          <Group gap="xs" mt="auto" pt="xs">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

export function UserCardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
