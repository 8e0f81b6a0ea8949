import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { ResetRequest } from '@simsar/contract/password-resets';
import type { ReactNode } from 'react';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { countOf } from '../../ui/count.ts';
import { UserText, withUserText } from '../../ui/user-text.tsx';
import { useDeleteRequest, useNewPassword } from './api/password-reset-calls.ts';

/** "2026-11-22 14:05": a date and time in the admin's time zone. */
export function filedAt(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="end" style={{ overflowWrap: 'anywhere' }}>
        {typeof value === 'string' ? <UserText>{value}</UserText> : value}
      </Text>
    </Group>
  );
}

/**
 * The requests of one account shown together (docs/decisions/090): every open request of
 * a phone on one card, newest first, or one done request. Differing WhatsApp numbers are flagged and
 * the number the account registered with is the one to send to. The card names the account the
 * phone belongs to, flags a request name that is not the account's, and New password asks a
 * confirmation naming the account; an unknown phone offers only Delete.
 */
export function ResetRequestCard({
  requests,
  issued,
  onIssued,
}: {
  requests: ResetRequest[];
  issued: string | undefined;
  onIssued: (password: string) => void;
}) {
  const newPassword = useNewPassword();
  const remove = useDeleteRequest();
  const [newest] = requests;
  if (!newest) return null;
  const { account } = newest;
  const whatsApps = new Set(requests.map((request) => request.whatsApp));
  const differs = whatsApps.size > 1;
  const nameDiffers = requests.some((request) => !request.nameMatches);
  const rows = [
    { key: 'phone', label: 'Phone', value: newest.phone },
    ...(account && !newest.done ? [{ key: 'send', label: 'Send to', value: newest.phone }] : []),
    ...requests.flatMap((request) => [
      { key: `${request._id}-whatsapp`, label: 'WhatsApp', value: request.whatsApp },
      {
        key: `${request._id}-created`,
        label: 'Created at',
        value:
          requests.length > 1
            ? withUserText`${filedAt(request.createdAt)} (${request.name})`
            : filedAt(request.createdAt),
      },
    ]),
  ];
  return (
    <Card component="article" aria-label={newest.name} withBorder radius="md">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} dir="auto">
            {newest.name}
          </Text>
          <Badge color={newest.done ? 'teal' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
            {newest.done ? 'Done' : 'Not done'}
          </Badge>
        </Group>
        {requests.length > 1 ? (
          <Text size="sm" fw={500}>
            {requests.length} open requests
          </Text>
        ) : null}
        <Stack gap={6}>
          {rows.map((row) => (
            <Row key={row.key} label={row.label} value={row.value} />
          ))}
        </Stack>
        {account ? (
          <Stack gap={6} role="group" aria-label="Account" p="xs" bg="var(--app-surface)">
            <Text size="xs" fw={600} c="dimmed">
              Account of this phone
            </Text>
            <Row label="Name" value={account.name} />
            <Row label="Type" value={account.user_type} />
            <Row label="E-mail" value={account.email} />
            <Row label="Joined" value={filedAt(account.createdAt)} />
          </Stack>
        ) : (
          <Text size="sm" c="var(--app-text-danger)" role="note">
            Unknown phone: no member has this number.
          </Text>
        )}
        {account && nameDiffers ? (
          <Text size="sm" c="var(--app-text-warning)" fw={600} role="note">
            The name differs from the account's name
          </Text>
        ) : null}
        {differs ? (
          <Text size="sm" c="var(--app-text-danger)" role="note" aria-label="WhatsApp numbers differ">
            The requests give different WhatsApp numbers: send the new password only to the number the account
            registered with, {newest.phone}.
          </Text>
        ) : null}
        {issued ? (
          <Text size="sm">
            New password: <Code>{issued}</Code>
          </Text>
        ) : null}
        <Group gap="xs" mt="auto">
          {account ? (
            <Button
              size="xs"
              disabled={newest.done}
              loading={newPassword.isPending}
              onClick={() =>
                confirmYesNo({
                  title: 'New password',
                  message: (
                    <>
                      Set a new password for <UserText>{account.name}</UserText> ({account.user_type},{' '}
                      {account.email})? They are signed out of the apps everywhere and must change this
                      temporary password at their next sign-in.
                    </>
                  ),
                  onYes: () =>
                    newPassword.mutate(newest._id, { onSuccess: (reply) => onIssued(reply.new_password) }),
                })
              }
            >
              New password
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() =>
              confirmYesNo({
                title: 'Delete request',
                message: (
                  <>
                    Delete the {requests.length > 1 ? countOf(requests.length, 'request') : 'request'} of{' '}
                    <UserText>{newest.name}</UserText>?
                  </>
                ),
                onYes: () => {
                  for (const request of requests) remove.mutate(request._id);
                },
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
