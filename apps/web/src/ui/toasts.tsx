import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Failed calls: the server's message in a red toast (top-right, closes after 5000 ms). */
export function showErrorToast(message: ReactNode): void {
  notifications.show({ color: 'red', title: 'Error', message, icon: <IconX size={18} /> });
}

/** A success toast; user text inside goes in <bdi> so a name in Arabic keeps its place (issue 12). */
export function showSuccessToast(message: ReactNode): void {
  notifications.show({ color: 'teal', title: 'Done', message, icon: <IconCheck size={18} /> });
}
