import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What a call says when it succeeds: its mutation's `meta: { successToast }`, given the reply and
 * what was sent. The query client shows it (app/query-client.ts), as it shows every failure.
 * (`never`: each mutation names its own reply and variables.)
 */
export type SuccessToast = (reply: never, variables: never) => ReactNode;

/** The success toast of a call whose reply's own message says it. */
export const replyMessage = (reply: { message: string }): string => reply.message;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { successToast?: SuccessToast };
  }
}

/** The failure toasts still on screen, so that what they said can be taken back once it no longer holds. */
const errorToasts = new Set<string>();

/** Failed calls: the server's message in a red toast (top-right, closes after 5000 ms). */
export function showErrorToast(message: ReactNode): void {
  const id = notifications.show({
    color: 'red',
    title: 'Error',
    message,
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

/** A success toast; user text inside goes in <bdi> so a name in Arabic keeps its place. */
export function showSuccessToast(message: ReactNode): void {
  notifications.show({ color: 'teal', title: 'Done', message, icon: <IconCheck size={18} /> });
}
