import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSystemSettings } from './api/system-calls.ts';
import { SystemSettingsForm } from './system-settings-form.tsx';
import { TwoFactorRequiredSwitch } from './two-factor-required-switch.tsx';

/** The home screen's System tab (super admin only, console-core §2, §3, §5). */
export function SystemSettingsPanel({ productName }: { productName: string }) {
  const settings = useSystemSettings();
  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={2}>System</Title>
        <Text c="dimmed" size="sm">
          Global settings used by the apps.
        </Text>
      </div>
      {settings.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading settings" />
        </Center>
      ) : settings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Settings not loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{settings.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => settings.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <SystemSettingsForm key={settings.data.updatedAt} saved={settings.data} productName={productName} />
          <TwoFactorRequiredSwitch required={settings.data.require_two_factor ?? false} />
        </>
      )}
    </Stack>
  );
}
