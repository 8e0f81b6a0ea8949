import { Button, FileInput, Group, Paper, Progress, Stack, Title } from '@mantine/core';
import { type AcceptCilInput, acceptCilSchema } from '@simsar/contract/cil';
import { dealMessages } from '@simsar/contract/deals';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { FormText } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useDealsWords } from './words.ts';

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
  const w = useDealsWords();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const form = useForm<AcceptCilInput>({
    resolver: localResolver(acceptCilSchema),
    defaultValues: { admin: '', contact: '' },
  });
  const needImage = () => {
    if (!image) setImageError(dealMessages.imageRequired);
    return image;
  };
  const accept = form.handleSubmit((values) => {
    const file = needImage();
    if (!file) return;
    const body = new FormData();
    body.append('admin', values.admin);
    body.append('contact', values.contact);
    body.append('image', file);
    onDecide('accept', body);
  }, needImage);
  const reject = () => {
    const file = needImage();
    if (!file) return;
    confirmYesNo({
      title: w('rejectCil'),
      message: w('rejectCilAsk'),
      onYes: () => {
        const body = new FormData();
        body.append('image', file);
        onDecide('reject', body);
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={w('decision')}>
      <form onSubmit={accept} noValidate>
        <Stack gap="sm">
          <Title order={4}>{w('decision')}</Title>
          <FileInput
            label={w('image')}
            placeholder={w('chooseImage')}
            accept="image/png,image/jpeg,application/pdf"
            withAsterisk
            value={image}
            onChange={(file) => {
              setImage(file);
              setImageError(undefined);
            }}
            error={imageError}
          />
          <FormText form={form} name="admin" label={w('admin')} />
          <FormText form={form} name="contact" label={w('contact')} />
          {busy ? <Progress value={progress * 100} aria-label={w('uploadProgress')} /> : null}
          <Group>
            <Button type="submit" color="teal" loading={busy}>
              {w('accept')}
            </Button>
            <Button color="red" variant="light" onClick={reject} disabled={busy}>
              {w('reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
