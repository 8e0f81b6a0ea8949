import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCommonWords } from './common-words.ts';

/**
 * A list that could not be loaded: says so with the reason, rather than "Not
 * found", and offers to try again; nothing is fetched again until the admin asks.
 */
export function LoadError({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  const w = useCommonWords();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={w('loadFailed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {w('tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
