import { Button, Group, getDefaultZIndex } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { toastAutoCloseMs } from '@simsar/contract/constants';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { currentWords, translate, translateMessage } from '../i18n/i18n.tsx';
import { useCommonWords } from './common-words.ts';

/*
 * The toasts themselves: Mantine's stack and its store, loaded by toasts.tsx when a toast is first
 * wanted (docs/decisions/291), not with the sign-in page.
 */

/**
 * The toasts' stack (top-right, each closing after `toastAutoCloseMs` unless it says otherwise),
 * beneath the header and under any open menu (docs/decisions/343): the header's menus (language,
 * colours) stay reachable while a toast shows. Above dialogs, so a failure inside one is seen.
 */
export function Toaster() {
  return (
    <Notifications
      position="top-right"
      autoClose={toastAutoCloseMs}
      // Between the dialogs' layer (200) and the menus' and dropdowns' (300).
      zIndex={getDefaultZIndex('modal') + 50}
      // Beneath the header: app/surfaces.css places the stack by this class.
      classNames={{ root: 'toast-stack' }}
    />
  );
}

/** The failure toasts still on screen, so that what they said can be taken back once it no longer holds. */
const errorToasts = new Set<string>();

export function showErrorNow(message: ReactNode): void {
  const id = notifications.show({
    color: 'red',
    title: translate(currentWords(), 'toast.error'),
    message: typeof message === 'string' ? translateMessage(message) : message,
    icon: <IconX size={18} />,
    onClose: () => errorToasts.delete(id),
  });
  errorToasts.add(id);
}

export function hideErrorsNow(): void {
  for (const id of errorToasts) notifications.hide(id);
  errorToasts.clear();
}

export function showSuccessNow(message: ReactNode, closeAfterMs: number, undo?: () => void): void {
  const w = useCommonWords.now();
  // A contract message ("Project added") in the language in use, as the failure toasts do.
  const said = typeof message === 'string' ? translateMessage(message) : message;
  const id = notifications.show({
    color: 'teal',
    title: translate(currentWords(), 'toast.done'),
    autoClose: closeAfterMs,
    icon: <IconCheck size={18} />,
    message: undo ? (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <span>{said}</span>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            undo();
          }}
        >
          {w('undo')}
        </Button>
      </Group>
    ) : (
      said
    ),
  });
}
