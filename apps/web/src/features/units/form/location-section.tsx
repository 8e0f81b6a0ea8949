import { SimpleGrid } from '@mantine/core';
import type { Lookups } from '@simsar/contract/units-replies';
import { FormSection, FormText } from '../../../ui/form-fields.tsx';
import type { UnitForm } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';
import { LookupSelect } from './lookup-select.tsx';

/** Where the project is, when it is delivered and how it is finished (lookups, content-operations §3). */
export function LocationSection({ form, lookups }: { form: UnitForm; lookups: Lookups }) {
  const w = useUnitsWords();
  return (
    <FormSection title={w('locationAndDelivery')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LookupSelect
          form={form}
          label={w('location')}
          options={lookups.location}
          en="location_en"
          ar="location_ar"
        />
        <FormText
          form={form}
          name="map_location"
          label={w('mapLink')}
          inputMode="url"
          placeholder={w('mapLinkExample')}
        />
        <LookupSelect
          form={form}
          label={w('delivery')}
          options={lookups.delivery}
          en="delivery_en"
          ar="delivery_ar"
        />
        <LookupSelect
          form={form}
          label={w('finishing')}
          options={lookups.finishing}
          en="finishing_en"
          ar="finishing_ar"
        />
      </SimpleGrid>
    </FormSection>
  );
}
