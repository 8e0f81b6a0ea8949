import {
  type NotificationForm,
  type NotificationFormValues,
  notificationFormSchema,
} from '@simsar/contract/notifications';
import type { UserType } from '@simsar/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { getAudience, notificationKeys, useSendNotification } from './api/notification-calls.ts';
import { chooseRecipients, type Recipients } from './recipient-choice.tsx';
import { useNotificationsWords } from './words.ts';

/** The chosen image's preview address, let go when the image changes or the form leaves. */
function useImagePreview(image: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);
  return preview;
}

/** The send form's state: the image, the recipients, the fields, and sending after the count is asked. */
export function useSendForm(type: UserType) {
  const w = useNotificationsWords();
  const queryClient = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const [counting, setCounting] = useState(false);
  const [recipients, setRecipients] = useState<Recipients>({ kind: 'all' });
  const [recipientsError, setRecipientsError] = useState<string | null>(null);
  const send = useSendNotification();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NotificationForm, unknown, NotificationFormValues>({
    resolver: localResolver(notificationFormSchema),
    defaultValues: { text: '', link: '' },
  });

  const preview = useImagePreview(image);

  // A notification cannot be called back: the admin first sees how many it reaches, counted by
  // the server with the same rule the send uses, and Yes sends to exactly those.
  const onSubmit = handleSubmit(async (form) => {
    setCounting(true);
    setRecipientsError(null);
    const audience = await queryClient
      .fetchQuery({
        queryKey: notificationKeys.audience(type),
        queryFn: () => getAudience(type),
        staleTime: 0,
      })
      .catch(() => null) // the query cache has already said why
      .finally(() => setCounting(false));
    if (!audience) return;
    const users = chooseRecipients(audience, recipients);
    if (recipients.kind !== 'all' && users.length === 0) {
      return setRecipientsError(w(`choose${type}`));
    }
    confirmYesNo({
      title: w('sendNotification'),
      message: w(`sendAsk${type}`, { count: users.length }),
      onYes: () =>
        send.mutate(
          { type, text: form.text, link: form.link, image, users },
          {
            onSuccess: () => {
              reset({ text: '', link: '' });
              setImage(null);
              setRecipients({ kind: 'all' });
              void queryClient.invalidateQueries({ queryKey: notificationKeys.sent(type) });
            },
          },
        ),
    });
  });

  return {
    image,
    setImage,
    preview,
    counting,
    recipients,
    setRecipients,
    recipientsError,
    setRecipientsError,
    send,
    register,
    errors,
    onSubmit,
  };
}
