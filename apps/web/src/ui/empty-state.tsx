import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useCommonWords } from './common-words.ts';

/** An empty list: "Not found" (console-core §8), or the message a screen names. */
export function EmptyState({ message }: { message?: string }) {
  const w = useCommonWords();
  return (
    <Center py={48}>
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={26} />
        </ThemeIcon>
        <Text fw={500} c="dimmed">
          {message ?? w('notFound')}
        </Text>
      </Stack>
    </Center>
  );
}
