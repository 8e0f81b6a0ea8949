import { Paper, Switch, Text } from '@mantine/core';
import { twoFactorPaths, twoFactorRequiredReplySchema } from '@simsar/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../ui/api-client.ts';
import { replyMessage } from '../../ui/toasts.tsx';
import { systemSettingsQueryOptions } from './api/system-calls.ts';
import { useSystemWords } from './words.ts';

/** PUT /api/system/two_factor: every admin must sign in with a second factor. */
export function TwoFactorRequiredSwitch({ required }: { required: boolean }) {
  const w = useSystemWords();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: boolean) =>
      apiRequest(twoFactorPaths.required, {
        method: 'PUT',
        body: { required: next },
        reply: twoFactorRequiredReplySchema,
      }),
    meta: { successToast: replyMessage },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemSettingsQueryOptions.queryKey }),
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <Switch
        label={w('requireTwoFactor')}
        checked={save.isPending ? Boolean(save.variables) : required}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed" mt={6}>
        {w('requireTwoFactorHelp')}
      </Text>
    </Paper>
  );
}
