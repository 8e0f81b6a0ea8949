import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { developerPaths, systemProtectionDaysReplySchema } from '@simsar/contract/developers';
import { useState } from 'react';
import { translateMessage } from '../../i18n/i18n.tsx';
import { ApiError } from '../../ui/api-client.ts';
import { useSaveSetting } from './api/system-calls.ts';
import { useSystemWords } from './words.ts';

/** PUT /api/system/protection_days: a developer without days of its own protects for these (docs/decisions/541). */
export function ProtectionDaysField({ days }: { days: number }) {
  const w = useSystemWords();
  const [value, setValue] = useState<number | string>(days);
  const save = useSaveSetting<{ days: unknown }, typeof systemProtectionDaysReplySchema>(
    developerPaths.systemProtectionDays,
    systemProtectionDaysReplySchema,
  );
  const refused =
    save.error instanceof ApiError ? (save.error.fields?.days ?? save.error.message) : undefined;
  return (
    <Paper withBorder radius="md" p="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ days: value === '' ? null : value });
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
