import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { defaultProtectionDays } from '@simsar/contract/developers';
import { IconAlertCircle } from '@tabler/icons-react';
import { translateMessage } from '../../i18n/i18n.tsx';
import { useSystemSettings } from './api/system-calls.ts';
import { CompanySignInSwitch } from './company-sign-in-switch.tsx';
import { EarningsAtChoice } from './earnings-at-choice.tsx';
import { ProtectionDaysField } from './protection-days-field.tsx';
import { SystemSettingsForm } from './system-settings-form.tsx';
import { TwoFactorRequiredSwitch } from './two-factor-required-switch.tsx';
import { useSystemWords } from './words.ts';
import { WorkWeekPanel } from './work-week-panel.tsx';

/** The home screen's System tab (super admin only, console-core §2, §3, §5). */
export function SystemSettingsPanel({ productName }: { productName: string }) {
  const w = useSystemWords();
  const settings = useSystemSettings();
  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={2}>{w('title')}</Title>
        <Text c="dimmed" size="sm">
          {w('intro')}
        </Text>
      </div>
      {settings.isPending ? (
        <Center py="xl">
          <Loader aria-label={w('loading')} />
        </Center>
      ) : settings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={w('notLoaded')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateMessage(settings.error.message)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => settings.refetch()}>
              {w('tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <SystemSettingsForm key={settings.data.updatedAt} saved={settings.data} productName={productName} />
          <EarningsAtChoice at={settings.data.earnings_at ?? 'acceptance'} />
          <ProtectionDaysField
            key={settings.data.protection_days}
            days={settings.data.protection_days ?? defaultProtectionDays}
          />
          <TwoFactorRequiredSwitch required={settings.data.require_two_factor ?? false} />
          <CompanySignInSwitch state={settings.data.company_sign_in} />
          <WorkWeekPanel />
        </>
      )}
    </Stack>
  );
}
