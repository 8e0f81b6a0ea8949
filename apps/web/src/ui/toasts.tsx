import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { currentWords, translate, translateMessage } from '../i18n/i18n.tsx';
import { useCommonWords } from './common-words.ts';

/**
 * What a call says when it succeeds: its mutation's `meta: { successToast }`, given the reply and
 * what was sent. The query client shows it (app/query-client.ts), as it shows every failure.
 * (`never`: each mutation names its own reply and variables.)
 */
export type SuccessToast = (reply: never, variables: never) => ReactNode;

/** The success toast of a call whose reply's own message says it. */
export const replyMessage = (reply: { message: string }): string => reply.message;

/**
 * How a call is taken back: its mutation's `meta: { undo }`, given the reply and what was sent, gives
 * the reverse call (or nothing when there is none). The success toast then carries Undo for
 * `undoWindowMs` (docs/decisions/282).
 */
export type UndoOf = (reply: never, variables: never) => (() => Promise<unknown>) | undefined;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { successToast?: SuccessToast; undo?: UndoOf };
  }
}

/** How long a success toast offers Undo (and stays on screen). */
export const undoWindowMs = 5000;

/** The failure toasts still on screen, so that what they said can be taken back once it no longer holds. */
const errorToasts = new Set<string>();

/** Failed calls: the server's message in a red toast (top-right, closes after 5000 ms). */
export function showErrorToast(message: ReactNode): void {
  const id = notifications.show({
    color: 'red',
    title: translate(currentWords(), 'toast.error'),
    message: typeof message === 'string' ? translateMessage(message) : message,
    icon: <IconX size={18} />,
    onClose: () => errorToasts.delete(id),
  });
  errorToasts.add(id);
}

/** Hides every failure toast: a sign-in that succeeds takes back the failed tries' "wrong password". */
export function hideErrorToasts(): void {
  for (const id of errorToasts) notifications.hide(id);
  errorToasts.clear();
}

/**
 * A success toast; user text inside goes in <bdi> so a name in Arabic keeps its place. With `undo`,
 * it carries an Undo button for `undoWindowMs`: pressed, the toast closes and `undo` runs.
 */
export function showSuccessToast(message: ReactNode, undo?: () => void): void {
  const w = useCommonWords.now();
  const id = notifications.show({
    color: 'teal',
    title: translate(currentWords(), 'toast.done'),
    autoClose: undoWindowMs,
    icon: <IconCheck size={18} />,
    message: undo ? (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <span>{message}</span>
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
      message
    ),
  });
}
