import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';

/** Failed calls: the server's message in a red toast (top-right, closes after 5000 ms). */
export function showErrorToast(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, icon: <IconX size={18} /> });
}

export function showSuccessToast(message: string): void {
  notifications.show({ color: 'teal', title: 'Done', message, icon: <IconCheck size={18} /> });
}
