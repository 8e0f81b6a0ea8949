import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { featureCatalogue } from '@simsar/contract/features';
import { Controller } from 'react-hook-form';
import { useI18n } from '../../../i18n/i18n.tsx';
import { FormSection } from '../../../ui/form-fields.tsx';
import type { UnitForm } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';

/** The amenities, from the fixed catalogue; each English choice carries its Arabic pair (content-operations §3). */
export function FeaturesSection({ form }: { form: UnitForm }) {
  const w = useUnitsWords();
  // The console's language first, the other dimmed; the English name is the value kept.
  const arabicFirst = useI18n().language === 'ar';
  return (
    <FormSection title={w('features')} hint={w('featuresHint')}>
      <Controller
        control={form.control}
        name="features_en"
        render={({ field }) => (
          <Checkbox.Group value={field.value} onChange={field.onChange} aria-label={w('features')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
              {featureCatalogue.map((feature) => (
                <Checkbox
                  key={feature.en}
                  value={feature.en}
                  label={
                    arabicFirst ? (
                      <>
                        {feature.ar}{' '}
                        <Text span c="dimmed" size="sm" dir="ltr">
                          {feature.en}
                        </Text>
                      </>
                    ) : (
                      <>
                        {feature.en}{' '}
                        <Text span c="dimmed" size="sm" dir="rtl">
                          {feature.ar}
                        </Text>
                      </>
                    )
                  }
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
    </FormSection>
  );
}
