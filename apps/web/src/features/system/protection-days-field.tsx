import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { developerPaths, systemProtectionDaysReplySchema } from '@simsar/contract/developers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { translateMessage } from '../../i18n/i18n.tsx';
import { ApiError, apiRequest } from '../../ui/api-client.ts';
import { replyMessage } from '../../ui/toasts.tsx';
import { systemSettingsQueryOptions } from './api/system-calls.ts';
import { useSystemWords } from './words.ts';

/** PUT /api/system/protection_days: a developer without days of its own protects for these (docs/decisions/541). */
export function ProtectionDaysField({ days }: { days: number }) {
  const w = useSystemWords();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | string>(days);
  const save = useMutation({
    mutationFn: (next: unknown) =>
      apiRequest(developerPaths.systemProtectionDays, {
        method: 'PUT',
        body: { days: next },
        reply: systemProtectionDaysReplySchema,
      }),
    meta: { successToast: replyMessage },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemSettingsQueryOptions.queryKey }),
  });
  const refused =
    save.error instanceof ApiError ? (save.error.fields?.days ?? save.error.message) : undefined;
  return (
    <Paper withBorder radius="md" p="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(value === '' ? null : value);
        }}
      >
        <Stack gap={6}>
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={w('protectionDays')}
              value={value}
              onChange={setValue}
              allowDecimal={false}
              allowNegative={false}
              w={180}
              error={refused ? translateMessage(refused) : undefined}
            />
            <Button type="submit" variant="default" loading={save.isPending}>
              {w('saveProtectionDays')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {w('protectionDaysHelp')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
