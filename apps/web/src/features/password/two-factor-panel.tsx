import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TwoFactorState } from '@simsar/contract/two-factor';
import { useState } from 'react';
import { translateMessage } from '../../i18n/i18n.tsx';
import { ApiError } from '../../ui/api-client.ts';
import { useTwoFactorEnable, useTwoFactorSetup } from './api/password-calls.ts';
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
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = (state?.enabled ?? false) || recoveryCodes !== null;
  const passwordError =
    setup.error instanceof ApiError
      ? translateMessage(setup.error.fields?.password ?? setup.error.message)
      : undefined;
  const codeError =
    enable.error instanceof ApiError
      ? translateMessage(enable.error.fields?.code ?? enable.error.message)
      : undefined;

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
        {!enabled && !setup.data ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setup.mutate(password, { onSuccess: () => setPassword('') });
            }}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {w('twoFactorIntro')}
              </Text>
              <Group align="flex-start">
                <PasswordInput
                  label={w('yourPassword')}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  error={passwordError}
                  w={260}
                />
                <Button type="submit" loading={setup.isPending} mt={25}>
                  {w('turnOn')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {!enabled && setup.data ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              enable.mutate(code.trim(), {
                onSuccess: (reply) => setRecoveryCodes(reply.recovery_codes),
              });
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{w('scan')}</Text>
              <Image src={setup.data.qr_code} alt={w('qrCode')} w={180} h={180} />
              <Text size="sm">
                {w('key')} <Code data-testid="two-factor-secret">{setup.data.secret}</Code>
              </Text>
              <TextInput
                label={w('codeFromApp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={codeError}
                maw={220}
              />
              <Group>
                <Button type="submit" loading={enable.isPending}>
                  {w('confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
