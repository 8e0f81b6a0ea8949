import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  developerPaths,
  systemProtectionDaysReplySchema,
  systemProtectionDaysSchema,
} from '@simsar/contract/developers';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { translateMessage } from '../../i18n/i18n.tsx';
import { ApiError } from '../../ui/api-client.ts';
import { FormNumber } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useSaveSetting } from './api/system-calls.ts';
import { useSystemWords } from './words.ts';

type Values = { days: number | '' };
type Days = z.output<typeof systemProtectionDaysSchema>;
const resolver = localResolver(systemProtectionDaysSchema) as unknown as Resolver<Values, unknown, Days>;

/** PUT /api/system/protection_days: a developer without days of its own protects for these (docs/decisions/541). */
export function ProtectionDaysField({ days }: { days: number }) {
  const w = useSystemWords();
  const form = useForm<Values, unknown, Days>({ resolver, defaultValues: { days } });
  const save = useSaveSetting<Days, typeof systemProtectionDaysReplySchema>(
    developerPaths.systemProtectionDays,
    systemProtectionDaysReplySchema,
  );
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError)
          form.setError('days', { message: translateMessage(error.fields?.days ?? error.message) });
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap={6}>
          <Group align="flex-end" gap="sm">
            <FormNumber
              control={form.control}
              name="days"
              label={w('protectionDays')}
              allowDecimal={false}
              allowNegative={false}
              w={180}
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
