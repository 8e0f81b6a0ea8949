import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import {
  type SystemSettingName,
  type SystemSettings,
  type SystemSettingsReply,
  settingHintOf,
  systemSettingRules,
  systemSettingsSchema,
} from '@simsar/contract/system';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateSystemSettings } from './api/system-calls.ts';
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
    resolver: zodResolver(schema),
    defaultValues: {
      taxes: saved.taxes,
      app_taxes: saved.app_taxes,
      active_users: saved.active_users,
      forms: saved.forms,
      free_broker_discount: saved.free_broker_discount,
      request_target_hours: saved.request_target_hours,
    },
  });

  const onSubmit = handleSubmit((settings) => update.mutate(settings));

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {fieldsOf(productName).map(({ name, label }) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={label}
                  description={settingHintOf(systemSettingRules[name])}
                  withAsterisk
                  allowNegative={false}
                  // Out of range or not whole: the field says so (issue 12), rather than changing it.
                  clampBehavior="none"
                  hideControls
                  rightSection={
                    <Text size="sm" c="dimmed" aria-hidden>
                      {systemSettingRules[name].unit}
                    </Text>
                  }
                  rightSectionWidth={56}
                  rightSectionPointerEvents="none"
                  name={field.name}
                  ref={field.ref}
                  value={field.value as number | string}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
          <TargetHoursFields control={control} />
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
