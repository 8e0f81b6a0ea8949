import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea } from '@mantine/core';
import {
  discountFieldsSchema,
  discountReplySchema,
  marketingMessages as m,
} from '@simsar/contract/content-marketing';
import { contentPaths, productPath } from '@simsar/contract/content-paths';
import { useForm } from 'react-hook-form';
import { FileSlot } from '../../../ui/file-slot.tsx';
import { showSuccessToast } from '../../../ui/toasts.tsx';
import { uploadContent, useReloadList } from '../api/content-calls.ts';
import { acceptImage, SaveBar, showSaveError, useFileChoice, useSaving } from '../content-form.tsx';

type Values = { text_en: string; text_ar: string };

/** A {product} discount: the image (required), English and Arabic texts (optional). */
export function DiscountForm({ productName }: { productName: string }) {
  const form = useForm<Values>({
    resolver: zodResolver(discountFieldsSchema) as never,
    defaultValues: { text_en: '', text_ar: '' },
  });
  const image = useFileChoice(m.imageRequired);
  const saving = useSaving();
  const reload = useReloadList();
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (!image.check() || !image.file) return;
    const body = new FormData();
    if (values.text_en) body.append('text_en', values.text_en);
    if (values.text_ar) body.append('text_ar', values.text_ar);
    body.append('image', image.file);
    try {
      await saving.run((onProgress) =>
        uploadContent(
          productPath(contentPaths.discount.create, productName),
          'POST',
          body,
          discountReplySchema,
          onProgress,
        ),
      );
      showSuccessToast(m.saved);
      await reload(productPath(contentPaths.discount.list, productName));
      form.reset({ text_en: '', text_ar: '' });
      image.clear();
    } catch (error) {
      showSaveError(error, form.setError, ['image'], (_, message) => image.setError(message));
    }
  }, image.check);
  return (
    <form onSubmit={submit} noValidate aria-label={`Add ${productName} discount`}>
      <Stack gap="md" maw={720}>
        <FileSlot label="Image" accept={acceptImage} {...image.slot} hint="JPG or PNG" />
        <Textarea
          label="English text"
          autosize
          minRows={2}
          error={errors.text_en?.message}
          {...form.register('text_en')}
        />
        <Textarea
          label="Arabic text"
          dir="rtl"
          lang="ar"
          autosize
          minRows={2}
          error={errors.text_ar?.message}
          {...form.register('text_ar')}
        />
        <SaveBar label={`Add ${productName} discount`} busy={saving.busy} progress={saving.progress} />
      </Stack>
    </form>
  );
}
