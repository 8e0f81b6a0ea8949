import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useCommonWords } from './common-words.ts';

/** The full-screen animated LOADING shown until a list has loaded (console-core §2). */
export function LoadingScreen() {
  const w = useCommonWords();
  return (
    <Overlay fixed center color="var(--mantine-color-body)" backgroundOpacity={0.85} zIndex={300}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="xl" type="bars" />
        <Text fw={700} c="var(--app-text-accent)" style={{ letterSpacing: '0.3em' }}>
          {w('loading')}
        </Text>
      </Stack>
    </Overlay>
  );
}
