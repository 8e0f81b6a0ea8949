import { Alert, Badge, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TwoFactorState } from '@simsar/contract/two-factor';
import { useState } from 'react';
import { useTwoFactorSetup } from './api/password-calls.ts';
import { CodeStep, PasswordStep } from './two-factor-steps.tsx';
import { usePasswordWords } from './words.ts';

/**
 * Two-factor sign-in: the password → Turn on → scan the QR code (or type the key)
 * → enter the app's code to confirm → the ten recovery codes, shown once. Turning it on ends the
 * admin's other sessions (docs/decisions/097).
 */
/** `state`: the signed-in admin's, from the session (GET /api/admin/me). */
export function TwoFactorPanel({ state }: { state: TwoFactorState | undefined }) {
  const w = usePasswordWords();
  const setup = useTwoFactorSetup();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = (state?.enabled ?? false) || recoveryCodes !== null;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {w('twoFactor')}
          </Title>
          <Badge color={enabled ? 'teal' : 'gray'} variant="light">
            {enabled ? w('on') : w('off')}
          </Badge>
        </Group>
        {state?.setup_required && !enabled ? <Alert color="orange">{w('twoFactorRequired')}</Alert> : null}
        {recoveryCodes ? (
          <Stack gap="xs">
            <Text size="sm">{w('keepCodes')}</Text>
            <SimpleGrid cols={2} spacing="xs" aria-label={w('recoveryCodes')}>
              {recoveryCodes.map((one) => (
                <Code key={one}>{one}</Code>
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
        {!enabled && !setup.data ? <PasswordStep setup={setup} /> : null}
        {!enabled && setup.data ? <CodeStep setupReply={setup.data} onEnabled={setRecoveryCodes} /> : null}
      </Stack>
    </Paper>
  );
}
