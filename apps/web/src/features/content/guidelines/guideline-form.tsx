import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  type Guideline,
  guidelineReplySchema,
  guidelineUpdateSchema,
  marketingMessages as m,
} from '@simsar/contract/content-marketing';
import { contentPaths } from '@simsar/contract/content-paths';
import { fillPath } from '@simsar/contract/paths';
import type { UserType } from '@simsar/contract/users';
import { useForm } from 'react-hook-form';
import { FileSlot } from '../../../ui/file-slot.tsx';
import { FormText } from '../../../ui/form-fields.tsx';
import { showSuccessToast } from '../../../ui/toasts.tsx';
import { uploadContent, useReloadList } from '../api/content-calls.ts';
import { acceptMp4, SaveBar, showSaveError, useFileChoice, useSaving } from '../content-form.tsx';

type Values = { name_en: string; name_ar: string };

/** A guideline for one user type: English name, Arabic name (right to left) and an mp4 (§5). */
export function GuidelineForm({
  userType,
  guideline,
  onDone,
}: {
  userType: UserType;
  guideline?: Guideline;
  onDone?: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(guidelineUpdateSchema) as never,
    defaultValues: guideline ?? { name_en: '', name_ar: '' },
  });
  const video = useFileChoice(guideline ? undefined : m.videoRequired);
  const saving = useSaving();
  const reload = useReloadList();

  const submit = form.handleSubmit(async (values) => {
    if (!video.check()) return;
    const body = new FormData();
    body.append('name_en', values.name_en);
    body.append('name_ar', values.name_ar);
    if (!guideline) body.append('user_type', userType);
    if (video.file) body.append('video', video.file);
    try {
      await saving.run((onProgress) =>
        guideline
          ? uploadContent(
              fillPath(contentPaths.guidelines.update, { id: guideline._id }),
              'PUT',
              body,
              guidelineReplySchema,
              onProgress,
            )
          : uploadContent(contentPaths.guidelines.create, 'POST', body, guidelineReplySchema, onProgress),
      );
      showSuccessToast(m.saved);
      await reload(fillPath(contentPaths.guidelines.list, { userType }));
      form.reset(guideline ? undefined : { name_en: '', name_ar: '' });
      video.clear();
      onDone?.();
    } catch (error) {
      showSaveError(error, form.setError, ['video'], (_, message) => video.setError(message));
    }
  }, video.check);

  return (
    <form onSubmit={submit} noValidate aria-label={guideline ? `Edit ${guideline.name_en}` : 'Add guideline'}>
      <Stack gap="md" maw={guideline ? undefined : 720}>
        <SimpleGrid cols={{ base: 1, sm: guideline ? 1 : 2 }}>
          <FormText form={form} name="name_en" label="English name" />
          <FormText form={form} name="name_ar" label="Arabic name" dir="rtl" />
        </SimpleGrid>
        <FileSlot
          label="Video"
          accept={acceptMp4}
          {...video.slot}
          hint={guideline ? 'MP4; choose only to replace the video' : 'MP4'}
        />
        <SaveBar
          label={guideline ? 'Save' : 'Add guideline'}
          busy={saving.busy}
          progress={saving.progress}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
