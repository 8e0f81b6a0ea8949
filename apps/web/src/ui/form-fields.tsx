import { NumberInput, type NumberInputProps, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useCommonWords } from './common-words.ts';

/**
 * The one set of form fields bound to react-hook-form: every form validates with
 * its contract schema (zodResolver) and builds its inputs from these. `Values` is what the inputs
 * hold, `Parsed` what the schema makes of them.
 */
type Form<Values extends FieldValues, Parsed extends FieldValues> = UseFormReturn<Values, unknown, Parsed>;

/** One titled part of a long form (STYLE.md: forms are split into sections). */
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
export function errorAt<Values extends FieldValues, Parsed extends FieldValues>(
  form: Form<Values, Parsed>,
  path: string,
): string | undefined {
  let node: unknown = form.formState.errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

export function FormText<Values extends FieldValues, Parsed extends FieldValues>({
  form,
  name,
  label,
  required = true,
  ...rest
}: {
  form: Form<Values, Parsed>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  placeholder?: string;
  dir?: 'rtl' | 'ltr';
  maxLength?: number;
  inputMode?: 'tel' | 'url' | 'text';
  type?: 'text';
  readOnly?: boolean;
}) {
  return (
    <TextInput
      label={label}
      withAsterisk={required}
      error={errorAt(form, name)}
      {...rest}
      {...inputDirection(rest.dir)}
      {...form.register(name)}
    />
  );
}

/**
 * A field that holds one language's text (an Arabic name) runs in that direction even while empty;
 * any other typed text takes the direction of its first letters (`dir="auto"`, the theme's default
 * in app/providers.tsx). Mantine puts a `dir` prop on the field's wrapper, so it goes to the input
 * through `attributes`.
 */
export function inputDirection(dir: 'rtl' | 'ltr' | undefined) {
  return dir ? { attributes: { input: { dir } } } : {};
}

/** A number input bound to the form; '' while empty, a number once typed. */
export function FormNumber<Values extends FieldValues, Parsed extends FieldValues>({
  control,
  name,
  label,
  required,
  ...props
}: {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
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
          // Out-of-range values, a minus sign and extra decimals stay as typed so the rule's message
          // can say what is wrong, rather than the field changing the number without a word.
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

/** An amount of EGP: thousands separated by commas as typed, at most two decimals (piastres). */
export function FormMoney<Values extends FieldValues, Parsed extends FieldValues>(
  props: Parameters<typeof FormNumber<Values, Parsed>>[0],
) {
  return <FormNumber thousandSeparator="," decimalScale={2} {...props} />;
}

/** A mobile phone number (the contract's phone pattern checks it). */
export function FormPhone<Values extends FieldValues, Parsed extends FieldValues>(
  props: Omit<Parameters<typeof FormText<Values, Parsed>>[0], 'inputMode'>,
) {
  const w = useCommonWords();
  return <FormText inputMode="tel" placeholder={w('phoneExample')} {...props} />;
}
