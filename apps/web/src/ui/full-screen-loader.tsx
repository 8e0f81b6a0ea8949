import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the session check (or any first load) runs. */
export function FullScreenLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" type="dots" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
