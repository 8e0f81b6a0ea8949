import { Button, Group, Text } from '@mantine/core';
import { paymentPlansMax } from '@simsar/contract/units';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { errorAt, FormNumber, FormSection } from '../../../ui/form-fields.tsx';
import type { UnitForm } from '../unit-form-values.ts';
import { emptyPaymentPlan } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';

/** 1 to 4 payment plans: remove shows only past 1, add only below 4 (content-operations §5). */
export function PaymentPlansSection({ form }: { form: UnitForm }) {
  const w = useUnitsWords();
  const plans = useFieldArray({ control: form.control, name: 'payment_plans' });
  const newLaunch = useWatch({ control: form.control, name: 'new_launches' });
  return (
    <FormSection title={w('paymentPlans')} hint={w('plansHint')}>
      {plans.fields.map((plan, index) => (
        <Group key={plan.id} align="flex-start" wrap="nowrap">
          <FormNumber
            control={form.control}
            name={`payment_plans.${index}.down_payment`}
            label={w('downPaymentN', { number: index + 1 })}
            required={!newLaunch}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            style={{ flex: 1 }}
          />
          <FormNumber
            control={form.control}
            name={`payment_plans.${index}.years`}
            label={w('yearsN', { number: index + 1 })}
            required={!newLaunch}
            min={0}
            max={30}
            decimalScale={0}
            style={{ flex: 1 }}
          />
          {plans.fields.length > 1 ? (
            <Button
              mt={25}
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              aria-label={w('removePlan', { number: index + 1 })}
              onClick={() => plans.remove(index)}
            >
              {w('remove')}
            </Button>
          ) : null}
        </Group>
      ))}
      {errorAt(form, 'payment_plans') ? (
        <Text c="var(--app-text-danger)" size="sm">
          {errorAt(form, 'payment_plans')}
        </Text>
      ) : null}
      {plans.fields.length < paymentPlansMax ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => plans.append({ ...emptyPaymentPlan })}
          >
            {w('addPlan')}
          </Button>
        </Group>
      ) : null}
    </FormSection>
  );
}
