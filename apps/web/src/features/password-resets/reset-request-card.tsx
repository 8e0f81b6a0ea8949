import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { ResetRequest } from '@simsar/contract/password-resets';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { useDeleteRequest, useNewPassword } from './api/password-reset-calls.ts';

/** "2026-11-22 14:05": the date and time a request was filed, in the admin's time zone. */
function filedAt(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The requests of one account shown together (issue 13, docs/decisions/090): every open request of
 * a phone on one card, newest first, or one done request. Differing WhatsApp numbers are flagged and
 * the number the account registered with is the one to send to.
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
  const whatsApps = new Set(requests.map((request) => request.whatsApp));
  const differs = whatsApps.size > 1;
  const rows = [
    { key: 'phone', label: 'Phone', value: newest.phone },
    ...(newest.known && !newest.done ? [{ key: 'send', label: 'Send to', value: newest.phone }] : []),
    ...requests.flatMap((request) => [
      { key: `${request._id}-whatsapp`, label: 'WhatsApp', value: request.whatsApp },
      {
        key: `${request._id}-created`,
        label: 'Created at',
        value: `${filedAt(request.createdAt)}${requests.length > 1 ? ` (${request.name})` : ''}`,
      },
    ]),
  ];
  return (
    <Card component="article" aria-label={newest.name} withBorder radius="md">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{newest.name}</Text>
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
            <Group key={row.key} justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {row.label}
              </Text>
              <Text size="sm">{row.value}</Text>
            </Group>
          ))}
        </Stack>
        {differs ? (
          <Text size="sm" c="red" role="note" aria-label="WhatsApp numbers differ">
            The requests give different WhatsApp numbers: send the new password only to the number the account
            registered with, {newest.phone}.
          </Text>
        ) : null}
        {newest.known ? null : (
          <Text size="sm" c="red" role="note">
            Unknown phone: no member has this number.
          </Text>
        )}
        {issued ? (
          <Text size="sm">
            New password: <Code>{issued}</Code>
          </Text>
        ) : null}
        <Group gap="xs" mt="auto">
          <Button
            size="xs"
            disabled={newest.done || !newest.known}
            loading={newPassword.isPending}
            onClick={() =>
              newPassword.mutate(newest._id, { onSuccess: (reply) => onIssued(reply.new_password) })
            }
          >
            New password
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() =>
              confirmYesNo({
                title: 'Delete request',
                message:
                  requests.length > 1
                    ? `Delete the ${requests.length} requests of ${newest.name}?`
                    : `Delete the request of ${newest.name}?`,
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
