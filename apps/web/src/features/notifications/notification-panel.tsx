import { Button, FileInput, Group, Image, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type NotificationForm,
  type NotificationFormValues,
  notificationFormSchema,
  notificationImagePreviewPx,
} from '@simsar/contract/notifications';
import type { UserType } from '@simsar/contract/users';
import { IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { getAudience, notificationKeys, useSendNotification } from './api/notification-calls.ts';
import { chooseRecipients, RecipientChoice, type Recipients } from './recipient-choice.tsx';
import { SentNotifications } from './sent-notifications.tsx';
import { useNotificationsWords } from './words.ts';

/**
 * The notification tab of the broker, client and franchise screens (console-core §2, §3, §5): the
 * form, then what was sent to that type.
 */
export function NotificationPanel({ type }: { type: UserType }) {
  return (
    <Stack gap="xl">
      <SendForm type={type} />
      <SentNotifications type={type} />
    </Stack>
  );
}

function SendForm({ type }: { type: UserType }) {
  const w = useNotificationsWords();
  const queryClient = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
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

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

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

  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {w(`intro${type}`)}
          </Text>
          <RecipientChoice
            type={type}
            value={recipients}
            onChange={(next) => {
              setRecipients(next);
              setRecipientsError(null);
            }}
            error={recipientsError}
          />
          <FileInput
            label={w('image')}
            placeholder={w('imageOptional')}
            accept="image/png,image/jpeg"
            leftSection={<IconPhoto size={16} />}
            value={image}
            onChange={setImage}
            clearable
          />
          {preview ? (
            <Image src={preview} alt={w('imagePreview')} maw={notificationImagePreviewPx} radius="sm" />
          ) : null}
          <TextInput
            label={w('link')}
            placeholder={w('linkOptional')}
            error={errors.link?.message}
            {...register('link')}
          />
          <Textarea
            label={w('message')}
            withAsterisk
            autosize
            minRows={3}
            error={errors.text?.message}
            {...register('text')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={counting || send.isPending}>
              {w('send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
