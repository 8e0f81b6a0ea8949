import { Button, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { areasAndPricesMax } from '@simsar/contract/units';
import type { Lookup } from '@simsar/contract/units-replies';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { errorAt, FormNumber, FormSection } from '../../../ui/form-fields.tsx';
import { userTextIn } from '../../../ui/user-text.tsx';
import type { UnitForm } from '../unit-form-values.ts';
import { emptyAreaAndPrice } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';
import { usePairOf } from './lookup-select.tsx';

/** The unit types on offer, each with 1 to 3 rows of area (m²) and price (EGP, with separators). */
export function TypesSection({ form, types }: { form: UnitForm; types: Lookup[] }) {
  const w = useUnitsWords();
  const chosen = useFieldArray({ control: form.control, name: 'types' });
  const values = useWatch({ control: form.control, name: 'types' });
  const names = values.map((type) => type.name_en);
  const pairOf = usePairOf();
  const data = types.map((type) => ({ value: type.name_en, label: pairOf(type.name_en, type.name_ar) }));
  for (const name of names)
    if (!data.some((option) => option.value === name)) data.push({ value: name, label: name });

  const choose = (next: string[]) => {
    const kept = values.filter((type) => next.includes(type.name_en));
    const added = next
      .filter((name) => !names.includes(name))
      .map((name) => ({
        name_en: name,
        name_ar: types.find((type) => type.name_en === name)?.name_ar ?? name,
        areas_and_prices: [{ ...emptyAreaAndPrice }],
      }));
    chosen.replace([...kept, ...added]);
  };

  return (
    <FormSection title={w('typesAreasPrices')} hint={w('typesHint')}>
      <MultiSelect
        label={w('unitTypes')}
        placeholder={w('chooseTypes')}
        data={data}
        value={names}
        onChange={choose}
        searchable
      />
      {chosen.fields.map((type, index) => (
        <TypeRows key={type.id} form={form} index={index} name={values[index]?.name_en ?? ''} />
      ))}
    </FormSection>
  );
}

function TypeRows({ form, index, name }: { form: UnitForm; index: number; name: string }) {
  const w = useUnitsWords();
  const rows = useFieldArray({ control: form.control, name: `types.${index}.areas_and_prices` });
  const newLaunch = useWatch({ control: form.control, name: 'new_launches' });
  const rowsError = errorAt(form, `types.${index}.areas_and_prices`);
  return (
    <Paper withBorder p="md" radius="sm" bg="var(--app-surface)" aria-label={name} component="fieldset">
      <Stack gap="sm">
        <Text fw={600}>{name}</Text>
        {rows.fields.map((row, rowIndex) => (
          <Group key={row.id} align="flex-start" wrap="nowrap">
            <FormNumber
              control={form.control}
              name={`types.${index}.areas_and_prices.${rowIndex}.area`}
              label={w('areaOf', { name, number: rowIndex + 1 })}
              required={!newLaunch}
              suffix=" m²"
              decimalScale={2}
              style={{ flex: 1 }}
            />
            <FormNumber
              control={form.control}
              name={`types.${index}.areas_and_prices.${rowIndex}.price`}
              label={w('priceOf', { name, number: rowIndex + 1 })}
              required={!newLaunch}
              thousandSeparator=","
              suffix=" EGP"
              decimalScale={0}
              style={{ flex: 1 }}
            />
            {rows.fields.length > 1 ? (
              <Button
                mt={25}
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                aria-label={w('removeAreaAndPrice', { name, number: rowIndex + 1 })}
                onClick={() => rows.remove(rowIndex)}
              >
                {w('remove')}
              </Button>
            ) : null}
          </Group>
        ))}
        {rowsError ? (
          <Text c="var(--app-text-danger)" size="sm">
            {rowsError}
          </Text>
        ) : null}
        {rows.fields.length < areasAndPricesMax ? (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => rows.append({ ...emptyAreaAndPrice })}
            >
              {/* One piece of the button's label (a flex box), so the space before the name stays. */}
              <span>{userTextIn(w('addAreaAndPrice'), { name })}</span>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
