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
import { ApiError } from '../../ui/api-client.ts';
import { useTwoFactorEnable, useTwoFactorSetup } from './api/password-calls.ts';

/**
 * Two-factor sign-in: the password → Turn on → scan the QR code (or type the key)
 * → enter the app's code to confirm → the ten recovery codes, shown once. Turning it on ends the
 * admin's other sessions (docs/decisions/097).
 */
/** `state`: the signed-in admin's, from the session (GET /api/admin/me). */
export function TwoFactorPanel({ state }: { state: TwoFactorState | undefined }) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = (state?.enabled ?? false) || recoveryCodes !== null;
  const passwordError =
    setup.error instanceof ApiError ? (setup.error.fields?.password ?? setup.error.message) : undefined;
  const codeError =
    enable.error instanceof ApiError ? (enable.error.fields?.code ?? enable.error.message) : undefined;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Two-factor sign-in
          </Title>
          <Badge color={enabled ? 'teal' : 'gray'} variant="light">
            {enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        {state?.setup_required && !enabled ? (
          <Alert color="orange">
            Two-factor sign-in is required for every admin: turn it on to continue.
          </Alert>
        ) : null}
        {recoveryCodes ? (
          <Stack gap="xs">
            <Text size="sm">
              Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone; they
              are not shown again.
            </Text>
            <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes">
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
                Sign in with a code from an authenticator app as well as your password. Your other sessions
                end when it is turned on.
              </Text>
              <Group align="flex-start">
                <PasswordInput
                  label="Your password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  error={passwordError}
                  w={260}
                />
                <Button type="submit" loading={setup.isPending} mt={25}>
                  Turn on two-factor sign-in
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
              <Text size="sm">Scan this QR code with your authenticator app, or type the key.</Text>
              <Image src={setup.data.qr_code} alt="QR code for the authenticator app" w={180} h={180} />
              <Text size="sm">
                Key: <Code data-testid="two-factor-secret">{setup.data.secret}</Code>
              </Text>
              <TextInput
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={codeError}
                maw={220}
              />
              <Group>
                <Button type="submit" loading={enable.isPending}>
                  Confirm
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
