import { Checkbox, Modal, Stack } from '@mantine/core';
import { savedViewInputSchema } from '@simsar/contract/saved-views';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../form-actions.tsx';
import { FormText } from '../form-fields.tsx';
import { localResolver } from '../form-resolver.ts';
import { useSavedViewCalls } from './saved-view-calls.ts';
import type { ListPrefs } from './use-list-prefs.ts';
import { useListTableWords } from './words.ts';

const nameAndSharing = savedViewInputSchema.pick({ name: true, shared: true });
type NameAndSharing = z.input<typeof nameAndSharing>;

/**
 * "Save view" (docs/decisions/560): the list as shown (its address beside the page, cards or table,
 * the columns) under a name; a super admin may share it with every admin.
 */
export function SaveViewDialog({
  opened,
  onClose,
  list,
  path,
  query,
  prefs,
  isSuper,
}: {
  opened: boolean;
  onClose: () => void;
  list: string;
  path: string;
  query: Record<string, string>;
  prefs: ListPrefs;
  isSuper: boolean;
}) {
  const w = useListTableWords();
  const { save } = useSavedViewCalls();
  const form = useForm<NameAndSharing, unknown, z.output<typeof nameAndSharing>>({
    resolver: localResolver(nameAndSharing),
    defaultValues: { name: '', shared: false },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ name, shared }) =>
    save.mutate(
      { list, path, name, shared, query, layout: prefs.view, columns: prefs.columns },
      { onSuccess: close },
    ),
  );
  return (
    <Modal opened={opened} onClose={close} title={w('saveView')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormText form={form} name="name" label={w('viewName')} maxLength={60} data-autofocus />
          {isSuper ? <Checkbox label={w('shareWithAll')} {...form.register('shared')} /> : null}
          <FormActions onCancel={close} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
