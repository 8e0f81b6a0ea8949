import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useCommonWords } from './common-words.ts';

/** A Yes/No confirmation (console-core §4); `onYes` runs only on Yes. */
export function confirmYesNo({
  title,
  message,
  onYes,
}: {
  title: ReactNode;
  message: ReactNode;
  onYes: () => void;
}) {
  const w = useCommonWords.now();
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: w('yes'), cancel: w('no') },
    onConfirm: onYes,
  });
}

/**
 * The No and Yes of a dialog whose form asks for something first (a reason, an admin): No closes,
 * Yes submits the form, disabled until what it asks for is there.
 */
export function YesNoButtons({
  onNo,
  ready,
  busy = false,
  color,
}: {
  onNo: () => void;
  /** What Yes needs is given. */
  ready: boolean;
  busy?: boolean;
  color?: string;
}) {
  const w = useCommonWords();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onNo}>
        {w('no')}
      </Button>
      <Button type="submit" color={color} loading={busy} disabled={!ready}>
        {w('yes')}
      </Button>
    </Group>
  );
}
