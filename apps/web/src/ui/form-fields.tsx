import {
  NumberInput,
  type NumberInputProps,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UnitFields } from '@simsar/contract/units';
import type { Lookup } from '@simsar/contract/units-replies';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type UseFormReturn, useController } from 'react-hook-form';
import type { UnitFormValues } from '../unit-form-values.ts';

export type UnitForm = UseFormReturn<UnitFormValues, unknown, UnitFields>;

/** One titled part of the project form (STYLE.md: the form is split into sections). */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** The error of a field by its path ("payment_plans.0.years"), from react-hook-form's nested errors. */
export function errorAt(form: UnitForm, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

export function FormText({
  form,
  name,
  label,
  required = true,
  ...rest
}: {
  form: UnitForm;
  name: FieldPath<UnitFormValues>;
  label: string;
  required?: boolean;
  placeholder?: string;
  dir?: 'rtl' | 'ltr';
  maxLength?: number;
  inputMode?: 'tel' | 'url' | 'text';
}) {
  return (
    <TextInput
      label={label}
      withAsterisk={required}
      error={errorAt(form, name)}
      {...rest}
      {...form.register(name)}
    />
  );
}

/** A number input bound to the form; '' while empty, a number once typed. */
export function FormNumber({
  control,
  name,
  label,
  required,
  ...props
}: {
  control: Control<UnitFormValues, unknown, UnitFields>;
  name: FieldPath<UnitFormValues>;
  label: string;
  required?: boolean;
} & Omit<NumberInputProps, 'value' | 'onChange' | 'name' | 'label'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          hideControls
          allowNegative={false}
          // Out-of-range values stay as typed so the rule's message can say what is wrong.
          clampBehavior="none"
          name={field.name}
          ref={field.ref}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          {...props}
        />
      )}
    />
  );
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
  const { field, fieldState } = useController({ control: form.control, name: en });
  const data = options.map((option) => ({
    value: option.name_en,
    label: `${option.name_en} — ${option.name_ar}`,
  }));
  // A saved value that is no longer in the list still shows.
  if (field.value && !data.some((option) => option.value === field.value)) {
    data.push({ value: String(field.value), label: `${field.value} — ${form.getValues(ar)}` });
  }
  return (
    <Select
      label={label}
      withAsterisk
      searchable
      placeholder="Choose"
      data={data}
      value={(field.value as string) || null}
      onChange={(value) => {
        const chosen = options.find((option) => option.name_en === value);
        field.onChange(value ?? '');
        form.setValue(ar, chosen?.name_ar ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      nothingFoundMessage="Not found"
    />
  );
}
