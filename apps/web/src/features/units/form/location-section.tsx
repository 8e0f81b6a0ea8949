import { SimpleGrid } from '@mantine/core';
import type { Lookups } from '@simsar/contract/units-replies';
import { FormSection, FormText } from '../../../ui/form-fields.tsx';
import type { UnitForm } from '../unit-form-values.ts';
import { LookupSelect } from './lookup-select.tsx';

/** Where the project is, when it is delivered and how it is finished (lookups, content-operations §3). */
export function LocationSection({ form, lookups }: { form: UnitForm; lookups: Lookups }) {
  return (
    <FormSection title="Location and delivery">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LookupSelect
          form={form}
          label="Location"
          options={lookups.location}
          en="location_en"
          ar="location_ar"
        />
        <FormText
          form={form}
          name="map_location"
          label="Link location on google maps"
          inputMode="url"
          placeholder="https://maps.google.com/..."
        />
        <LookupSelect
          form={form}
          label="Delivery"
          options={lookups.delivery}
          en="delivery_en"
          ar="delivery_ar"
        />
        <LookupSelect
          form={form}
          label="Finishing"
          options={lookups.finishing}
          en="finishing_en"
          ar="finishing_ar"
        />
      </SimpleGrid>
    </FormSection>
  );
}
