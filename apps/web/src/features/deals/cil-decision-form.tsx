import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, Paper, Progress, Stack, TextInput, Title } from '@mantine/core';
import { type AcceptCilInput, acceptCilSchema } from '@simsar/contract/cil';
import { dealMessages } from '@simsar/contract/deals';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmYesNo } from '../../ui/confirm.tsx';

/**
 * A pending CIL's Accept (image, admin and contact, all required) and Reject (an image; admin and
 * contact are kept as 'N/A'), content-operations §4. Reject asks Yes/No first.
 */
export function CilDecisionForm({
  busy,
  progress,
  onDecide,
}: {
  busy: boolean;
  progress: number;
  onDecide: (move: 'accept' | 'reject', form: FormData) => void;
}) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { register, handleSubmit, formState } = useForm<AcceptCilInput>({
    resolver: zodResolver(acceptCilSchema),
    defaultValues: { admin: '', contact: '' },
  });
  const needImage = () => {
    if (!image) setImageError(dealMessages.imageRequired);
    return image;
  };
  const accept = handleSubmit((values) => {
    const file = needImage();
    if (!file) return;
    const form = new FormData();
    form.append('admin', values.admin);
    form.append('contact', values.contact);
    form.append('image', file);
    onDecide('accept', form);
  }, needImage);
  const reject = () => {
    const file = needImage();
    if (!file) return;
    confirmYesNo({
      title: 'Reject CIL',
      message: 'Reject this CIL?',
      onYes: () => {
        const form = new FormData();
        form.append('image', file);
        onDecide('reject', form);
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Decision">
      <form onSubmit={accept} noValidate>
        <Stack gap="sm">
          <Title order={4}>Decision</Title>
          <FileInput
            label="Image"
            placeholder="Choose an image or PDF"
            accept="image/png,image/jpeg,application/pdf"
            withAsterisk
            value={image}
            onChange={(file) => {
              setImage(file);
              setImageError(undefined);
            }}
            error={imageError}
          />
          <TextInput
            label="Admin"
            withAsterisk
            error={formState.errors.admin?.message}
            {...register('admin')}
          />
          <TextInput
            label="Contact"
            withAsterisk
            error={formState.errors.contact?.message}
            {...register('contact')}
          />
          {busy ? <Progress value={progress * 100} aria-label="Upload progress" /> : null}
          <Group>
            <Button type="submit" color="teal" loading={busy}>
              Accept
            </Button>
            <Button color="red" variant="light" onClick={reject} disabled={busy}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
