import { unitMessages } from '@simsar/contract/units-messages';
import { unitPaths } from '@simsar/contract/units-paths';
import { linkReplySchema } from '@simsar/contract/units-replies';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { showSuccessToast } from '../../../ui/toasts.tsx';

/** POST /api/units/empty: a new empty project and the guest link to it (console-core §2, §8). */
export function generateGuestLink() {
  return apiRequest(unitPaths.empty, { method: 'POST', reply: linkReplySchema });
}

/** Generates the link, copies it (a failure is only logged) and says so. */
export function useGenerateGuestLink() {
  return useMutation({
    mutationFn: generateGuestLink,
    onSuccess: async ({ link }) => {
      try {
        await navigator.clipboard.writeText(link);
      } catch (error) {
        console.warn('Could not copy the guest link to the clipboard', error);
      }
      showSuccessToast(unitMessages.guestLinkCopied);
    },
  });
}
