import { Button, Group, Stack, Text } from '@mantine/core';
import type { ResetRequest } from '@simsar/contract/password-resets';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { memberTypeIn, useCommonWords } from '../../ui/common-words.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { UserText, userTextIn } from '../../ui/user-text.tsx';
import { useDeleteRequest, useNewPassword } from './api/password-reset-calls.ts';
import { usePasswordResetsWords } from './words.ts';

export function Row({ label, value }: { label: string; value: ReactNode }) {
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

/** The phone, the number to send to, and each request's WhatsApp number and time, as rows. */
export function useRequestRows(requests: ResetRequest[]) {
  const w = usePasswordResetsWords();
  const { formatDate } = useI18n();
  const [newest] = requests;
  if (!newest) return [];
  return [
    { key: 'phone', label: w('phone'), value: <bdi dir="ltr">{newest.phone}</bdi> },
    ...(newest.account && !newest.done
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
}

/** The account the phone belongs to, or a note that no account has it. */
export function AccountOfPhone({ account }: { account: ResetRequest['account'] }) {
  const w = usePasswordResetsWords();
  const common = useCommonWords();
  const { formatDate } = useI18n();
  if (!account) {
    return (
      <Text size="sm" c="var(--app-text-danger)" role="note">
        {w('unknownPhone')}
      </Text>
    );
  }
  return (
    <Stack gap={6} role="group" aria-label={w('account')} p="xs" bg="var(--app-surface)">
      <Text size="xs" fw={600} c="dimmed">
        {w('accountOfPhone')}
      </Text>
      <Row label={w('name')} value={account.name} />
      <Row label={w('type')} value={memberTypeIn(common, account.user_type)} />
      <Row label={w('email')} value={account.email} />
      <Row label={w('joined')} value={formatDate(account.createdAt, 'day')} />
    </Stack>
  );
}

/** New password (known phone only, asked naming the account) and Delete (every request of the card). */
export function RequestMoves({
  requests,
  newest,
  onIssued,
}: {
  requests: ResetRequest[];
  newest: ResetRequest;
  onIssued: (password: string) => void;
}) {
  const w = usePasswordResetsWords();
  const common = useCommonWords();
  const newPassword = useNewPassword();
  const remove = useDeleteRequest();
  const { account } = newest;
  return (
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
  );
}
