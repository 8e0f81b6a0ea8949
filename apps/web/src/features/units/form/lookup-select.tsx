import { Select } from '@mantine/core';
import type { Lookup } from '@simsar/contract/units-replies';
import { useController } from 'react-hook-form';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { UnitForm } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';

/**
 * A lookup's two names as the options show them: the console's language first ("New Cairo — القاهرة
 * الجديدة" in English, "القاهرة الجديدة — New Cairo" in Arabic, which reads from the right).
 */
export function usePairOf() {
  const { language } = useI18n();
  return (en: string, ar: string) => (language === 'ar' ? `${ar} — ${en}` : `${en} — ${ar}`);
}

/** A lookup chosen by its English name; choosing sets both the English and the Arabic field. */
export function LookupSelect({
  form,
  label,
  options,
  en,
  ar,
}: {
  form: UnitForm;
  label: string;
  options: Lookup[];
  en: 'location_en' | 'delivery_en' | 'finishing_en';
  ar: 'location_ar' | 'delivery_ar' | 'finishing_ar';
}) {
  const w = useUnitsWords();
  const pairOf = usePairOf();
  const { field, fieldState } = useController({ control: form.control, name: en });
  const data = options.map((option) => ({
    value: option.name_en,
    label: pairOf(option.name_en, option.name_ar),
  }));
  // A saved value that is no longer in the list still shows.
  if (field.value && !data.some((option) => option.value === field.value)) {
    data.push({ value: String(field.value), label: pairOf(String(field.value), form.getValues(ar)) });
  }
  return (
    <Select
      label={label}
      withAsterisk
      searchable
      placeholder={w('choose')}
      data={data}
      value={(field.value as string) || null}
      onChange={(value) => {
        const chosen = options.find((option) => option.name_en === value);
        field.onChange(value ?? '');
        form.setValue(ar, chosen?.name_ar ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      nothingFoundMessage={w('notFound')}
    />
  );
}
