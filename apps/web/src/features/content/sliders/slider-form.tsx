import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import {
  marketingMessages as m,
  sliderFieldsSchema,
  sliderReplySchema,
} from '@simsar/contract/content-marketing';
import { contentPaths } from '@simsar/contract/content-paths';
import { fillPath } from '@simsar/contract/paths';
import type { UserType } from '@simsar/contract/users';
import { useForm } from 'react-hook-form';
import { FileSlot } from '../../../ui/file-slot.tsx';
import { FormText } from '../../../ui/form-fields.tsx';
import { showSuccessToast } from '../../../ui/toasts.tsx';
import { uploadContent, useReloadList } from '../api/content-calls.ts';
import { acceptImage, SaveBar, showSaveError, useFileChoice, useSaving } from '../content-form.tsx';

type Values = { link: string; user_type: UserType };

/** A slider for one user type: the image (required) and a link (optional, http(s) only). */
export function SliderForm({ userType }: { userType: UserType }) {
  const form = useForm<Values>({
    resolver: zodResolver(sliderFieldsSchema) as never,
    defaultValues: { link: '', user_type: userType },
  });
  const image = useFileChoice(m.imageRequired);
  const saving = useSaving();
  const reload = useReloadList();
  const submit = form.handleSubmit(async (values) => {
    if (!image.check() || !image.file) return;
    const body = new FormData();
    body.append('user_type', userType);
    if (values.link) body.append('link', values.link);
    body.append('image', image.file);
    try {
      await saving.run((onProgress) =>
        uploadContent(contentPaths.sliders.create, 'POST', body, sliderReplySchema, onProgress),
      );
      showSuccessToast(m.saved);
      await reload(fillPath(contentPaths.sliders.list, { userType }));
      form.reset({ link: '', user_type: userType });
      image.clear();
    } catch (error) {
      showSaveError(error, form.setError, ['image'], (_, message) => image.setError(message));
    }
  }, image.check);
  return (
    <form onSubmit={submit} noValidate aria-label="Add slider">
      <Stack gap="md" maw={720}>
        <FileSlot label="Image" accept={acceptImage} {...image.slot} hint="JPG or PNG" />
        <FormText
          form={form}
          name="link"
          label="Link"
          required={false}
          inputMode="url"
          placeholder="https://"
        />
        <SaveBar label="Add slider" busy={saving.busy} progress={saving.progress} />
      </Stack>
    </form>
  );
}
