import { Checkbox, SimpleGrid } from '@mantine/core';
import { phoneMaxLength } from '@simsar/contract/units';
import { FormNumber, FormSection, FormText } from '../../../ui/form-fields.tsx';
import type { UnitForm } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';
import { DeveloperPicker } from './developer-picker.tsx';

/** The developer, its sales contact, and what a broker earns (content-operations §3, §5). */
export function DeveloperSection({ form, typed }: { form: UnitForm; typed: boolean }) {
  const w = useUnitsWords();
  const percent = { min: 0, max: 20, suffix: ' %', required: true } as const;
  return (
    <FormSection title={w('developer')} hint={w('phonesHint')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {typed ? (
          <>
            <FormText form={form} name="dev_name_en" label={w('devNameEn')} />
            <FormText form={form} name="dev_name_ar" label={w('devNameAr')} dir="rtl" />
          </>
        ) : (
          <DeveloperPicker form={form} />
        )}
        <FormText form={form} name="sales_name" label={w('devSalesName')} />
        <FormText
          form={form}
          name="phone"
          label={w('salesPhone')}
          inputMode="tel"
          maxLength={phoneMaxLength}
        />
        <FormText
          form={form}
          name="whatsapp"
          label={w('whatsappNumber')}
          inputMode="tel"
          maxLength={phoneMaxLength}
        />
        <FormText
          form={form}
          name="whatsapp_link"
          label={w('whatsappGroupLink')}
          inputMode="url"
          placeholder={w('whatsappLinkExample')}
        />
        <FormNumber control={form.control} name="commission" label={w('commission')} {...percent} />
        <FormNumber control={form.control} name="incentive" label={w('incentive')} {...percent} />
        <FormText form={form} name="developer_discount" label={w('developerDiscount')} required={false} />
        <Checkbox mt={{ md: 30 }} label={w('freeBrokerDiscount')} {...form.register('freebroker_discount')} />
      </SimpleGrid>
    </FormSection>
  );
}
