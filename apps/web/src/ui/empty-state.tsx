import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { messageIn, useI18n } from '../i18n/i18n.tsx';
import { useCommonWords } from './common-words.ts';

/** An empty list: "Not found" (console-core §8), or the contract's message a screen names, in the language in use. */
export function EmptyState({ message }: { message?: string }) {
  const w = useCommonWords();
  const { words } = useI18n();
  return (
    <Center py={48}>
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={26} />
        </ThemeIcon>
        <Text fw={500} c="dimmed">
          {message === undefined ? w('notFound') : messageIn(words, message)}
        </Text>
      </Stack>
    </Center>
  );
}
