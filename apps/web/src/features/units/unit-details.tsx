import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Unit } from '@simsar/contract/units-replies';
import { useI18n } from '../../i18n/i18n.tsx';
import {
  Block,
  egp,
  Field,
  figure,
  link,
  UnitMedia,
  UnitPaymentPlans,
  UnitSales,
} from './unit-details-parts.tsx';
import { useUnitsWords } from './words.ts';

/**
 * A project's text in the admin's language, from its pair (decision 285 names the pairs): the other
 * half when that one is empty.
 */
export function useHalf() {
  const { language } = useI18n();
  return (en: string | null, ar: string | null) => (language === 'ar' ? ar || en : en || ar);
}

/** The read-only project (content-operations §2): media, names, location, money, plans, types, features. */
export function UnitDetails({ unit }: { unit: Unit }) {
  const w = useUnitsWords();
  const half = useHalf();
  return (
    <Stack gap="lg">
      <UnitMedia unit={unit} />
      <Block title={w('project')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Field label={w('projectName')}>{unit.project_name}</Field>
          <Field label={w('developer')}>{half(unit.dev_name_en, unit.dev_name_ar)}</Field>
          <Field label={w('location')}>{half(unit.location_en, unit.location_ar)}</Field>
          <Field label={w('map')}>{link(unit.map_location, w('openInMaps'))}</Field>
          <Field label={w('delivery')}>{half(unit.delivery_en, unit.delivery_ar)}</Field>
          <Field label={w('finishing')}>{half(unit.finishing_en, unit.finishing_ar)}</Field>
        </SimpleGrid>
        <Field label={w('description')}>
          <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {unit.description}
          </Text>
        </Field>
      </Block>
      <UnitPaymentPlans unit={unit} />
      <Block title={w('typesAreasPrices')}>
        {unit.types.length === 0 ? <Text c="dimmed">{w('noTypes')}</Text> : null}
        <Stack gap="sm">
          {unit.types.map((type) => (
            <div key={type.name_en}>
              <Text fw={600}>{half(type.name_en, type.name_ar)}</Text>
              {type.areas_and_prices.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: saved rows in their order; they have no id
                <Text key={index} size="sm">
                  {row.area === null ? '—' : figure(`${row.area} m²`)} · {egp(row.price)}
                </Text>
              ))}
            </div>
          ))}
        </Stack>
      </Block>
      <Block title={w('features')}>
        {unit.features_en.length === 0 ? <Text c="dimmed">{w('noFeatures')}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={4}>
          {unit.features_en.map((en, index) => (
            <Text key={en} size="sm">
              {half(en, unit.features_ar[index] ?? null)}
            </Text>
          ))}
        </SimpleGrid>
      </Block>
      <UnitSales unit={unit} />
    </Stack>
  );
}
