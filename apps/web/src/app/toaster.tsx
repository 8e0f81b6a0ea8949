import { Notifications } from '@mantine/notifications';
import { toastAutoCloseMs } from '@simsar/contract/constants';

/** The toasts' stack, loaded with the first toast (docs/decisions/140). */
export default function Toaster() {
  return <Notifications position="top-right" autoClose={toastAutoCloseMs} />;
}
