import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useMe } from '../features/auth/api/auth-calls.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { storeSuperFlag } from '../ui/session-storage.ts';
import { useAdminColorScheme } from './color-scheme.tsx';
import { useAdminDigits, useAdminLanguage } from './language.tsx';
import { SessionContext } from './session-context.ts';

/** Every route but /login and /guest/...: checks the session first (GET /api/admin/session). */
export function SessionGate() {
  const me = useMe();
  const admin = me.data?.admin;
  useAdminColorScheme(admin?.color_scheme);
  useAdminLanguage(admin?.language);
  useAdminDigits(admin?.digits);
  const { t } = useI18n();

  useEffect(() => {
    if (admin) storeSuperFlag(admin.super_admin);
  }, [admin]);

  if (admin) {
    return (
      <SessionContext value={admin}>
        {/* The screens' confirmations; the sign-in page needs none (docs/decisions/140). */}
        <ModalsProvider>
          <Outlet />
        </ModalsProvider>
      </SessionContext>
    );
  }
  if (me.isPending) return <FullScreenLoader label={t('session.checking')} />;
  if (me.data) return <Navigate to="/login" replace />;
  return <SessionCheckFailed message={me.error?.message} retry={() => me.refetch()} />;
}

function SessionCheckFailed({ message, retry }: { message: string | undefined; retry: () => void }) {
  const { t } = useI18n();
  return (
    <Center h="100dvh" p="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('session.checkFailed')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="light" color="red" onClick={retry}>
            {t('session.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
