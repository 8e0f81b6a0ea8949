import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { searchPlaceholder } from '@simsar/contract/constants';
import type { ResetRequest } from '@simsar/contract/password-resets';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { useDeleteRequest, useNewPassword, useResetRequests } from './api/password-reset-calls.ts';

function matches(request: ResetRequest, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || request.name.toLowerCase().includes(needle) || request.phone.includes(needle);
}

/** "2026-11-22 14:05": the date and time a request was filed, in the admin's time zone. */
function filedAt(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** /forgot_password: the password-reset requests (console-core §2 Password screens). */
export function PasswordResetsScreen() {
  const requests = useResetRequests();
  const newPassword = useNewPassword();
  const remove = useDeleteRequest();
  const [text, setText] = useState('');
  // The password set on this visit, shown on its card too in case the clipboard refused it.
  const [issued, setIssued] = useState<{ id: string; password: string } | null>(null);

  if (requests.isPending) return <LoadingScreen />;
  const found = (requests.data ?? []).filter((request) => matches(request, text));

  return (
    <Stack gap="md">
      <Title order={2}>Reset password</Title>
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
      />
      {found.length === 0 ? <EmptyState /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {found.map((request) => (
          <Card key={request._id} component="article" aria-label={request.name} withBorder radius="md">
            <Stack gap="sm" h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{request.name}</Text>
                <Badge color={request.done ? 'teal' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
                  {request.done ? 'Done' : 'Not done'}
                </Badge>
              </Group>
              <Stack gap={6}>
                {[
                  { label: 'Phone', value: request.phone },
                  { label: 'WhatsApp', value: request.whatsApp },
                  { label: 'Created at', value: filedAt(request.createdAt) },
                ].map((field) => (
                  <Group key={field.label} justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed">
                      {field.label}
                    </Text>
                    <Text size="sm">{field.value}</Text>
                  </Group>
                ))}
              </Stack>
              {request.known ? null : (
                <Text size="sm" c="red" role="note">
                  Unknown phone: no member has this number.
                </Text>
              )}
              {issued?.id === request._id ? (
                <Text size="sm">
                  New password: <Code>{issued.password}</Code>
                </Text>
              ) : null}
              <Group gap="xs" mt="auto">
                <Button
                  size="xs"
                  disabled={request.done || !request.known}
                  loading={newPassword.isPending && newPassword.variables === request._id}
                  onClick={() =>
                    newPassword.mutate(request._id, {
                      onSuccess: (reply) => setIssued({ id: request._id, password: reply.new_password }),
                    })
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
                      message: `Delete the request of ${request.name}?`,
                      onYes: () => remove.mutate(request._id),
                    })
                  }
                >
                  Delete
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
