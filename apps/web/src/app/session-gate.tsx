import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useMe } from '../features/auth/api/get-me.ts';
import { ApiError } from '../ui/api-client.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { storeSuperFlag } from '../ui/session-storage.ts';
import { SessionContext } from './session-context.ts';

/** Every route but /login and /guest/...: checks the session first (GET /api/admin/me). */
export function SessionGate() {
  const me = useMe();

  useEffect(() => {
    if (me.data) storeSuperFlag(me.data.super_admin);
  }, [me.data]);

  if (me.data) {
    return (
      <SessionContext value={me.data}>
        <Outlet />
      </SessionContext>
    );
  }
  if (me.isPending) return <FullScreenLoader label="Checking your session…" />;
  if (me.error instanceof ApiError && me.error.status === 401) return <Navigate to="/login" replace />;
  return (
    <Center h="100dvh" p="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="Cannot check your session"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{me.error?.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => me.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
