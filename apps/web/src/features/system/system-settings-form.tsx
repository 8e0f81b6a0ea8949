import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type SystemSettingName,
  type SystemSettings,
  type SystemSettingsReply,
  settingHintOf,
  systemSettingRules,
  systemSettingsSchema,
} from '@simsar/contract/system';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormNumber } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useUpdateSystemSettings } from './api/system-calls.ts';
import { AssignmentRuleFields } from './assignment-rule-fields.tsx';
import { TargetHoursFields } from './target-hours-fields.tsx';

type FormValues = z.input<ReturnType<typeof systemSettingsSchema>>;

function fieldsOf(productName: string): { name: SystemSettingName; label: string }[] {
  return [
    { name: 'taxes', label: 'Taxes' },
    { name: 'app_taxes', label: 'App taxes' },
    { name: 'active_users', label: 'Active users' },
    { name: 'forms', label: 'Sales amount' },
    { name: 'free_broker_discount', label: `${productName} discount` },
  ];
}

export function SystemSettingsForm({
  saved,
  productName,
}: {
  saved: SystemSettingsReply;
  productName: string;
}) {
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

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {fieldsOf(productName).map(({ name, label }) => (
            <FormNumber
              key={name}
              control={control}
              name={name}
              label={label}
              required
              description={settingHintOf(systemSettingRules[name])}
              rightSection={
                <Text size="sm" c="dimmed" aria-hidden>
                  {systemSettingRules[name].unit}
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
              Last saved {new Date(saved.updatedAt).toLocaleString()}
            </Text>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
