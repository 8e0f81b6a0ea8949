import { Button, FileInput, Group, Image, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notificationImagePreviewPx } from '@simsar/contract/notifications';
import type { UserType } from '@simsar/contract/users';
import { IconPhoto } from '@tabler/icons-react';
import { RecipientChoice } from './recipient-choice.tsx';
import { SentNotifications } from './sent-notifications.tsx';
import { useSendForm } from './use-send-form.ts';
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
  const {
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
  } = useSendForm(type);

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
