import { Alert, Anchor, Badge, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { auditLinkOf } from '@simsar/contract/audit';
import { type MemberItem, type MemberLink, memberLinkOf } from '@simsar/contract/member-page';
import { submissionDetailLinkOf, submissionQueues } from '@simsar/contract/queue-links';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { translateMessage, useI18n } from '../../i18n/i18n.tsx';
import { UserCard } from '../../ui/members/user-card.tsx';
import { useQueueWords } from '../../ui/queue-words.ts';
import { useMemberPage } from './api/members-calls.ts';
import { useMemberPageWords } from './words.ts';

/** A part of the page: its title, then what it holds. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function MemberName({ member }: { member: MemberLink }) {
  return (
    <Anchor component={Link} to={memberLinkOf(member._id)} dir="auto">
      {member.name}
    </Anchor>
  );
}

/** Where an item opens: a form, deal or CIL its detail screen; a request has none (decision 442). */
function itemLink(item: MemberItem): string | undefined {
  const submission = submissionQueues.find((row) => row.kind === item.kind);
  return submission ? submissionDetailLinkOf(submission.kind, item.status, item._id) : undefined;
}

function FiledItems({ items, total }: { items: MemberItem[]; total: number }) {
  const w = useMemberPageWords();
  const q = useQueueWords();
  const { formatDate } = useI18n();
  if (total === 0) return <Text c="dimmed">{w('itemsNone')}</Text>;
  return (
    <>
      <Text size="sm">
        {w('itemsCount', { count: total })}
        {total > items.length ? ` · ${w('newestShown', { shown: items.length })}` : ''}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label={w('items')} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{w('queue')}</Table.Th>
              <Table.Th>{w('state')}</Table.Th>
              <Table.Th>{w('filed')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const link = itemLink(item);
              return (
                <Table.Tr key={`${item.kind}-${item._id}`}>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light">{q(`words.${item.kind}`)}</Badge>
                      {item.role === 'client' ? (
                        <Badge variant="outline" color="gray">
                          {w('asClient')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{q(`status.${item.status}`)}</Table.Td>
                  <Table.Td>{formatDate(item.createdAt, 'minute')}</Table.Td>
                  <Table.Td>
                    {link ? (
                      <Anchor component={Link} to={link} size="sm">
                        {w('open')}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/**
 * A member's page, /members/{id} (docs/decisions/442): the member's card, who invited them
 * and whom they invited, every item they filed in every queue with its state, a broker's earnings
 * with its ledger and, for super admins, the way to its audit history. `earnings` and `notes` are
 * given by the route (app/), the parts other areas draw.
 */
export function MemberPageScreen({
  id,
  isSuper,
  earnings,
  notes,
}: {
  id: string;
  isSuper: boolean;
  earnings?: ReactNode;
  notes?: ReactNode;
}) {
  const w = useMemberPageWords();
  const page = useMemberPage(id);
  // The national ID, whole for super admins and its last four digits otherwise, as the server sends it.
  const nationalIdField = (nationalId: string | null) =>
    nationalId
      ? [
          {
            label: w('nationalId'),
            value: (
              <bdi dir="ltr" title={isSuper ? undefined : w('nationalIdMasked')}>
                {nationalId}
              </bdi>
            ),
          },
        ]
      : [];
  if (page.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={w('loading')} />
      </Center>
    );
  if (page.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={w('notLoaded')}>
        <Text size="sm">{translateMessage(page.error.message)}</Text>
      </Alert>
    );
  const { user, invited_by, invited, invited_total, items, items_total } = page.data;
  return (
    <Stack gap="md">
      <Title order={2} dir="auto">
        {user.name}
      </Title>
      <UserCard user={user} linkToPage={false} extra={nationalIdField(user.national_id)} />
      <Part title={w('invitedBy')}>
        {invited_by ? <MemberName member={invited_by} /> : <Text c="dimmed">{w('invitedByNone')}</Text>}
      </Part>
      <Part title={w('invited')}>
        {invited_total === 0 ? (
          <Text c="dimmed">{w('invitedNone')}</Text>
        ) : (
          <>
            <Text size="sm">{w('invitedCount', { count: invited_total })}</Text>
            <Group gap="md">
              {invited.map((member) => (
                <MemberName key={member._id} member={member} />
              ))}
            </Group>
          </>
        )}
      </Part>
      <Part title={w('items')}>
        <FiledItems items={items} total={items_total} />
      </Part>
      {user.user_type === 'Broker' && earnings ? <Part title={w('earnings')}>{earnings}</Part> : null}
      {notes ? <Part title={w('notes')}>{notes}</Part> : null}
      {isSuper ? (
        <Part title={w('history')}>
          <Anchor component={Link} to={auditLinkOf('user', user._id)}>
            {w('historyAudit')}
          </Anchor>
        </Part>
      ) : null}
    </Stack>
  );
}
