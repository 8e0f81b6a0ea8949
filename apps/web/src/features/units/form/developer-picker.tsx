import { Select } from '@mantine/core';
import { unitMessages } from '@simsar/contract/units-messages';
import { useController } from 'react-hook-form';
import { translateMessage } from '../../../i18n/i18n.tsx';
import { errorAt } from '../../../ui/form-fields.tsx';
import { useDeveloperChoices } from '../api/developer-calls.ts';
import { useDeveloperWords } from '../developer-words.ts';
import type { UnitForm } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';
import { usePairOf } from './lookup-select.tsx';

/**
 * The project's developer, chosen from the developers (docs/decisions/530): choosing sets its id and
 * both its names, which the server takes from the developer again when saving.
 */
export function DeveloperPicker({ form }: { form: UnitForm }) {
  const w = useUnitsWords();
  const dw = useDeveloperWords();
  const pairOf = usePairOf();
  const choices = useDeveloperChoices();
  const { field } = useController({ control: form.control, name: 'developer_id' });
  const options = choices.data ?? [];
  const data = options.map((option) => ({
    value: option._id,
    label: pairOf(option.name_en, option.name_ar),
  }));
  return (
    <Select
      label={w('developer')}
      withAsterisk
      searchable
      placeholder={dw('chooseDeveloper')}
      data={data}
      value={field.value || null}
      onChange={(value) => {
        const chosen = options.find((option) => option._id === value);
        field.onChange(value ?? '');
        form.setValue('dev_name_en', chosen?.name_en ?? '', { shouldValidate: form.formState.isSubmitted });
        form.setValue('dev_name_ar', chosen?.name_ar ?? '', { shouldValidate: form.formState.isSubmitted });
      }}
      onBlur={field.onBlur}
      // A developer another admin just added is offered too.
      onDropdownOpen={() => void choices.refetch()}
      error={
        errorAt(form, 'developer_id') ??
        // No developer chosen leaves both names empty: one message says so.
        (errorAt(form, 'dev_name_en') || errorAt(form, 'dev_name_ar')
          ? translateMessage(unitMessages.developerRequired)
          : undefined)
      }
      nothingFoundMessage={dw('notFound')}
    />
  );
}
