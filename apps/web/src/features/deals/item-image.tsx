import { Anchor, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useDealsWords } from './words.ts';

/** A receipt, contract or letter: the image itself, or a link that opens the PDF. */
export function ItemImage({ url, type, label }: { url: string; type: string; label: string }) {
  const w = useDealsWords();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {type === 'application/pdf' ? (
          <Anchor href={url} target="_blank" rel="noreferrer">
            <IconFileTypePdf size={18} aria-hidden /> {w('openPdf')}
          </Anchor>
        ) : (
          <Anchor href={url} target="_blank" rel="noreferrer">
            <Image src={url} alt={label} maw={480} mah={420} w="auto" fit="contain" radius="sm" />
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
