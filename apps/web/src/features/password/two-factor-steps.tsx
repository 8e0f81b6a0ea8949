import { Button, Code, Group, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { translateMessage } from '../../i18n/i18n.tsx';
import { ApiError } from '../../ui/api-client.ts';
import { useTwoFactorEnable, type useTwoFactorSetup } from './api/password-calls.ts';
import { usePasswordWords } from './words.ts';

type Setup = ReturnType<typeof useTwoFactorSetup>;

/** The first step: the admin's password, then Turn on (the QR code and key come back). */
export function PasswordStep({ setup }: { setup: Setup }) {
  const w = usePasswordWords();
  const [password, setPassword] = useState('');
  const passwordError =
    setup.error instanceof ApiError
      ? translateMessage(setup.error.fields?.password ?? setup.error.message)
      : undefined;
  return (
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
  );
}

/** The second step: scan the QR code (or type the key), then the app's code to confirm. */
export function CodeStep({
  setupReply,
  onEnabled,
}: {
  setupReply: NonNullable<Setup['data']>;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const w = usePasswordWords();
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState('');
  const codeError =
    enable.error instanceof ApiError
      ? translateMessage(enable.error.fields?.code ?? enable.error.message)
      : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        enable.mutate(code.trim(), {
          onSuccess: (reply) => onEnabled(reply.recovery_codes),
        });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{w('scan')}</Text>
        <Image src={setupReply.qr_code} alt={w('qrCode')} w={180} h={180} />
        <Text size="sm">
          {w('key')} <Code data-testid="two-factor-secret">{setupReply.secret}</Code>
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
  );
}
