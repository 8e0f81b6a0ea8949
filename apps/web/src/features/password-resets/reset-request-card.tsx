import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { ResetRequest } from '@simsar/contract/password-resets';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { memberTypeIn, useCommonWords } from '../../ui/common-words.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { UserText, userTextIn } from '../../ui/user-text.tsx';
import { useDeleteRequest, useNewPassword } from './api/password-reset-calls.ts';
import { usePasswordResetsWords } from './words.ts';

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
  const w = usePasswordResetsWords();
  const common = useCommonWords();
  const { formatDate } = useI18n();
  const newPassword = useNewPassword();
  const remove = useDeleteRequest();
  const [newest] = requests;
  if (!newest) return null;
  const { account } = newest;
  const whatsApps = new Set(requests.map((request) => request.whatsApp));
  const differs = whatsApps.size > 1;
  const nameDiffers = requests.some((request) => !request.nameMatches);
  const rows = [
    { key: 'phone', label: w('phone'), value: <bdi dir="ltr">{newest.phone}</bdi> },
    ...(account && !newest.done
      ? [{ key: 'send', label: w('sendTo'), value: <bdi dir="ltr">{newest.phone}</bdi> }]
      : []),
    ...requests.flatMap((request) => [
      {
        key: `${request._id}-whatsapp`,
        label: w('whatsApp'),
        value: <bdi dir="ltr">{request.whatsApp}</bdi>,
      },
      {
        key: `${request._id}-created`,
        label: w('createdAt'),
        value:
          requests.length > 1
            ? userTextIn(w('createdFor'), {
                date: <bdi>{formatDate(request.createdAt, 'minute')}</bdi>,
                name: request.name,
              })
            : formatDate(request.createdAt, 'minute'),
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
            {newest.done ? w('done') : w('notDone')}
          </Badge>
        </Group>
        {requests.length > 1 ? (
          <Text size="sm" fw={500}>
            {w('openRequests', { count: requests.length })}
          </Text>
        ) : null}
        <Stack gap={6}>
          {rows.map((row) => (
            <Row key={row.key} label={row.label} value={row.value} />
          ))}
        </Stack>
        {account ? (
          <Stack gap={6} role="group" aria-label={w('account')} p="xs" bg="var(--app-surface)">
            <Text size="xs" fw={600} c="dimmed">
              {w('accountOfPhone')}
            </Text>
            <Row label={w('name')} value={account.name} />
            <Row label={w('type')} value={memberTypeIn(common, account.user_type)} />
            <Row label={w('email')} value={account.email} />
            <Row label={w('joined')} value={formatDate(account.createdAt, 'day')} />
          </Stack>
        ) : (
          <Text size="sm" c="var(--app-text-danger)" role="note">
            {w('unknownPhone')}
          </Text>
        )}
        {account && nameDiffers ? (
          <Text size="sm" c="var(--app-text-warning)" fw={600} role="note">
            {w('nameDiffers')}
          </Text>
        ) : null}
        {differs ? (
          <Text size="sm" c="var(--app-text-danger)" role="note" aria-label={w('whatsAppsDiffer')}>
            {userTextIn(w('whatsAppsDifferText'), { phone: <bdi dir="ltr">{newest.phone}</bdi> })}
          </Text>
        ) : null}
        {issued ? (
          <Text size="sm">{userTextIn(w('newPasswordIs'), { password: <Code>{issued}</Code> })}</Text>
        ) : null}
        <Group gap="xs" mt="auto">
          {account ? (
            <Button
              size="xs"
              disabled={newest.done}
              loading={newPassword.isPending}
              onClick={() =>
                confirmYesNo({
                  title: w('newPassword'),
                  message: userTextIn(w('newPasswordAsk'), {
                    name: account.name,
                    type: memberTypeIn(common, account.user_type),
                    email: account.email,
                  }),
                  onYes: () =>
                    newPassword.mutate(newest._id, { onSuccess: (reply) => onIssued(reply.new_password) }),
                })
              }
            >
              {w('newPassword')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() =>
              confirmYesNo({
                title: w('deleteRequest'),
                message: userTextIn(w('deleteAsk', { count: requests.length }), { name: newest.name }),
                onYes: () => {
                  for (const request of requests) remove.mutate(request._id);
                },
              })
            }
          >
            {w('delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
