import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { contentPaths } from '@simsar/contract/content-paths';
import {
  teamMessages as m,
  type TeamFields,
  type TeamMember,
  teamFieldsSchema,
  teamReplySchema,
} from '@simsar/contract/content-team';
import { fillPath } from '@simsar/contract/paths';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FileSlot } from '../../../ui/file-slot.tsx';
import { FormPhone, FormText } from '../../../ui/form-fields.tsx';
import { showSuccessToast } from '../../../ui/toasts.tsx';
import { uploadContent, useReloadList } from '../api/content-calls.ts';
import { acceptImage, SaveBar, showSaveError, useFileChoice, useSaving } from '../content-form.tsx';

type Values = { [K in keyof TeamFields]: string };
const blank: Values = {
  name: '',
  age: '',
  profession: '',
  experience: '',
  strength: '',
  phone: '',
  whatsapp: '',
};

/** Add a team member, or edit one inline ('No' cancels; saving reloads the list, §4). */
export function TeamForm({ member, onDone }: { member?: TeamMember; onDone?: () => void }) {
  const form = useForm<Values, unknown, z.output<typeof teamFieldsSchema>>({
    resolver: zodResolver(teamFieldsSchema) as never,
    defaultValues: member
      ? { ...member, age: String(member.age), experience: String(member.experience) }
      : blank,
  });
  const image = useFileChoice(member ? undefined : m.imageRequired);
  const saving = useSaving();
  const reload = useReloadList();

  const submit = form.handleSubmit(async (fields) => {
    if (!image.check()) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
    if (image.file) body.append('image', image.file);
    try {
      await saving.run((onProgress) =>
        member
          ? uploadContent(
              fillPath(contentPaths.team.update, { id: member._id }),
              'PUT',
              body,
              teamReplySchema,
              onProgress,
            )
          : uploadContent(contentPaths.team.create, 'POST', body, teamReplySchema, onProgress),
      );
      showSuccessToast(m.saved);
      await reload(contentPaths.team.list);
      form.reset(member ? undefined : blank);
      image.clear();
      onDone?.();
    } catch (error) {
      showSaveError(error, form.setError, ['image'], (_, message) => image.setError(message));
    }
  }, image.check);

  return (
    <form onSubmit={submit} noValidate aria-label={member ? `Edit ${member.name}` : 'Add help team'}>
      <Stack gap="md" maw={member ? undefined : 720}>
        <FileSlot
          label="Image"
          accept={acceptImage}
          {...image.slot}
          hint={member ? 'Choose only to replace the photo' : 'JPG or PNG'}
        />
        <SimpleGrid cols={{ base: 1, sm: member ? 1 : 2 }}>
          <FormText form={form} name="name" label="Name" />
          <FormText form={form} name="age" label="Age" inputMode="text" />
          <FormText form={form} name="profession" label="Profession" />
          <FormText form={form} name="experience" label="Experience (years)" />
          <FormText form={form} name="strength" label="Strength" />
          <FormPhone form={form} name="phone" label="Phone" maxLength={11} />
          <FormPhone form={form} name="whatsapp" label="WhatsApp" maxLength={11} />
        </SimpleGrid>
        <SaveBar
          label={member ? 'Save' : 'Add help team'}
          busy={saving.busy}
          progress={saving.progress}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
