import { Paper, Switch, Text } from '@mantine/core';
import { twoFactorPaths, twoFactorRequiredReplySchema } from '@simsar/contract/two-factor';
import { useSaveSetting } from './api/system-calls.ts';
import { useSystemWords } from './words.ts';

/** PUT /api/system/two_factor: every admin must sign in with a second factor. */
export function TwoFactorRequiredSwitch({ required }: { required: boolean }) {
  const w = useSystemWords();
  const save = useSaveSetting<{ required: boolean }, typeof twoFactorRequiredReplySchema>(
    twoFactorPaths.required,
    twoFactorRequiredReplySchema,
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <Switch
        label={w('requireTwoFactor')}
        checked={save.isPending ? Boolean(save.variables?.required) : required}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ required: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed" mt={6}>
        {w('requireTwoFactorHelp')}
      </Text>
    </Paper>
  );
}
