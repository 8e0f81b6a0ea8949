import { Checkbox, SimpleGrid } from '@mantine/core';
import { phoneMaxLength } from '@simsar/contract/units';
import { FormNumber, FormSection, FormText } from '../../../ui/form-fields.tsx';
import type { UnitForm } from '../unit-form-values.ts';

/** The developer, its sales contact, and what a broker earns (content-operations §3, §5). */
export function DeveloperSection({ form }: { form: UnitForm }) {
  const percent = { min: 0, max: 20, suffix: ' %', required: true } as const;
  return (
    <FormSection title="Developer" hint="Phones: 11 digits at most, starting with 010, 011, 012 or 015.">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FormText form={form} name="dev_name_en" label="Developer name (English)" />
        <FormText form={form} name="dev_name_ar" label="Developer name (Arabic)" dir="rtl" />
        <FormText form={form} name="sales_name" label="Developer sales name" />
        <FormText form={form} name="phone" label="Sales phone" inputMode="tel" maxLength={phoneMaxLength} />
        <FormText
          form={form}
          name="whatsapp"
          label="WhatsApp number"
          inputMode="tel"
          maxLength={phoneMaxLength}
        />
        <FormText
          form={form}
          name="whatsapp_link"
          label="WhatsApp group link"
          inputMode="url"
          placeholder="https://chat.whatsapp.com/..."
        />
        <FormNumber control={form.control} name="commission" label="Commission" {...percent} />
        <FormNumber control={form.control} name="incentive" label="Incentive" {...percent} />
        <FormText form={form} name="developer_discount" label="Developer discount" required={false} />
        <Checkbox mt={{ md: 30 }} label="Free broker discount" {...form.register('freebroker_discount')} />
      </SimpleGrid>
    </FormSection>
  );
}
