import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  type Guideline,
  guidelineReplySchema,
  guidelineUpdateSchema,
  marketingMessages as m,
} from '@simsar/contract/content-marketing';
import { contentPaths } from '@simsar/contract/content-paths';
import type { UserType } from '@simsar/contract/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileSlot } from '../../../ui/file-slot.tsx';
import { FormText } from '../../../ui/form-fields.tsx';
import { showSuccessToast } from '../../../ui/toasts.tsx';
import { uploadContent, useReloadList } from '../api/content-api.ts';
import { acceptMp4, SaveBar, showSaveError, useSaving } from '../content-form.tsx';

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
  const [video, setVideo] = useState<File | null>(null);
  const [videoError, setVideoError] = useState<string>();
  const saving = useSaving();
  const reload = useReloadList();
  const checkVideo = () => {
    const missing = !guideline && !video ? m.videoRequired : undefined;
    setVideoError(missing);
    return !missing;
  };

  const submit = form.handleSubmit(async (values) => {
    if (!checkVideo()) return;
    const body = new FormData();
    body.append('name_en', values.name_en);
    body.append('name_ar', values.name_ar);
    if (!guideline) body.append('user_type', userType);
    if (video) body.append('video', video);
    try {
      await saving.run((onProgress) =>
        guideline
          ? uploadContent(
              contentPaths.guidelineUpdate(guideline._id),
              'PUT',
              body,
              guidelineReplySchema,
              onProgress,
            )
          : uploadContent(contentPaths.guidelineCreate, 'POST', body, guidelineReplySchema, onProgress),
      );
      showSuccessToast(m.saved);
      await reload(contentPaths.guidelines(userType));
      form.reset(guideline ? undefined : { name_en: '', name_ar: '' });
      setVideo(null);
      onDone?.();
    } catch (error) {
      showSaveError(error, form.setError, ['video'], (_, message) => setVideoError(message));
    }
  }, checkVideo);

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
          file={video}
          onChange={(chosen) => {
            setVideo(chosen);
            setVideoError(undefined);
          }}
          error={videoError}
          required={!guideline}
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
