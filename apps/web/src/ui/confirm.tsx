import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

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
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Yes', cancel: 'No' },
    onConfirm: onYes,
  });
}
