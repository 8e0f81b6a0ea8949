import { Modal, SimpleGrid, Stack } from '@mantine/core';
import {
  type Developer,
  type DeveloperFields,
  type DeveloperInput,
  developerFieldsSchema,
} from '@simsar/contract/developers';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../ui/api-client.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { FormNumber, FormPhone, FormText } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useSaveDeveloper } from './api/developer-calls.ts';
import { useDeveloperWords } from './developer-words.ts';

type Values = {
  name_en: string;
  name_ar: string;
  contact_person: string;
  phone: string;
  email: string;
  protection_days: number | '';
  commission: number | '';
};
const resolver = localResolver(developerFieldsSchema) as unknown as Resolver<Values, unknown, DeveloperInput>;

const valuesOf = (developer?: Developer): Values => ({
  name_en: developer?.name_en ?? '',
  name_ar: developer?.name_ar ?? '',
  contact_person: developer?.contact_person ?? '',
  phone: developer?.phone ?? '',
  email: developer?.email ?? '',
  protection_days: developer?.protection_days ?? '',
  commission: developer?.commission ?? '',
});

/** Adds a developer, or edits `developer`, in a dialog (super admins; docs/decisions/530). */
export function DeveloperFormModal({
  developer,
  opened,
  onClose,
}: {
  developer?: Developer;
  opened: boolean;
  onClose: () => void;
}) {
  const w = useDeveloperWords();
  const title = developer ? w('editDeveloper') : w('addDeveloper');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {opened ? <DeveloperForm developer={developer} title={title} onDone={onClose} /> : null}
    </Modal>
  );
}

function DeveloperForm({
  developer,
  title,
  onDone,
}: {
  developer?: Developer;
  title: string;
  onDone: () => void;
}) {
  const w = useDeveloperWords();
  const save = useSaveDeveloper();
  const form = useForm<Values, unknown, DeveloperInput>({ resolver, defaultValues: valuesOf(developer) });
  const submit = form.handleSubmit((fields) =>
    save.mutate(
      { id: developer?._id, fields: fields satisfies DeveloperFields },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return;
          for (const [name, message] of Object.entries(error.fields))
            if (name in valuesOf()) form.setError(name as keyof Values, { message });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormText form={form} name="name_en" label={w('nameEn')} dir="ltr" />
          <FormText form={form} name="name_ar" label={w('nameAr')} dir="rtl" />
          <FormText form={form} name="contact_person" label={w('contactPerson')} required={false} />
          <FormPhone form={form} name="phone" label={w('phone')} required={false} />
          <FormText form={form} name="email" label={w('email')} required={false} dir="ltr" />
          <FormNumber
            control={form.control}
            name="protection_days"
            label={w('protectionDays')}
            description={w('protectionHint')}
            allowDecimal={false}
          />
          <FormNumber control={form.control} name="commission" label={w('commission')} suffix=" %" />
        </SimpleGrid>
        <FormActions onCancel={onDone} busy={save.isPending} />
      </Stack>
    </form>
  );
}
