import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type SystemSettingName,
  type SystemSettings,
  type SystemSettingsReply,
  systemSettingRules,
  systemSettingsSchema,
} from '@simsar/contract/system';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useI18n } from '../../i18n/i18n.tsx';
import { FormNumber } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useUpdateSystemSettings } from './api/system-calls.ts';
import { AssignmentRuleFields } from './assignment-rule-fields.tsx';
import { TargetHoursFields } from './target-hours-fields.tsx';
import { useSystemWords } from './words.ts';

type FormValues = z.input<ReturnType<typeof systemSettingsSchema>>;

function fieldsOf(
  productName: string,
  w: ReturnType<typeof useSystemWords>,
): { name: SystemSettingName; label: string }[] {
  return [
    { name: 'taxes', label: w('taxes') },
    { name: 'app_taxes', label: w('appTaxes') },
    { name: 'active_users', label: w('activeUsers') },
    { name: 'forms', label: w('salesAmount') },
    { name: 'free_broker_discount', label: w('discount', { product: productName }) },
  ];
}

export function SystemSettingsForm({
  saved,
  productName,
}: {
  saved: SystemSettingsReply;
  productName: string;
}) {
  const w = useSystemWords();
  const { formatDate } = useI18n();
  const schema = useMemo(() => systemSettingsSchema(productName), [productName]);
  const update = useUpdateSystemSettings();
  const { control, handleSubmit } = useForm<FormValues, unknown, SystemSettings>({
    resolver: localResolver(schema),
    defaultValues: {
      taxes: saved.taxes,
      app_taxes: saved.app_taxes,
      active_users: saved.active_users,
      forms: saved.forms,
      free_broker_discount: saved.free_broker_discount,
      request_target_hours: saved.request_target_hours,
      assignment_rules: saved.assignment_rules,
    },
  });

  const onSubmit = handleSubmit((settings) => update.mutate(settings));
  // The range under each field, as the contract's settingHintOf writes it, in the chosen language.
  const hintOf = (name: SystemSettingName) => {
    const rule = systemSettingRules[name];
    return w(rule.whole ? `hint.${rule.unit}` : 'hint.percent', { min: rule.min, max: rule.max });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {fieldsOf(productName, w).map(({ name, label }) => (
            <FormNumber
              key={name}
              control={control}
              name={name}
              label={label}
              required
              description={hintOf(name)}
              rightSection={
                <Text size="sm" c="dimmed" aria-hidden>
                  {w(`unit.${systemSettingRules[name].unit}`)}
                </Text>
              }
              rightSectionWidth={56}
              rightSectionPointerEvents="none"
            />
          ))}
          <TargetHoursFields control={control} />
          <AssignmentRuleFields control={control} />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {w('lastSaved', {
                when: formatDate(saved.updatedAt, 'minute'),
              })}
            </Text>
            <Button type="submit" loading={update.isPending}>
              {w('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
