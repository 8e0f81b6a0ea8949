import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { type WorkHours, type WorkWeekReply, weekDays, workHoursSchema } from '@simsar/contract/work-week';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useSaveWorkHours } from './api/work-week-calls.ts';
import { useSystemWords } from './words.ts';

type FormValues = z.input<typeof workHoursSchema>;

/** PUT /api/system/work_week/hours: the weekend's days and the working day's hours (Cairo time). */
export function WorkHoursForm({ saved }: { saved: WorkWeekReply }) {
  const w = useSystemWords();
  const save = useSaveWorkHours();
  const form = useForm<FormValues, unknown, WorkHours>({
    resolver: localResolver(workHoursSchema),
    defaultValues: {
      weekend_days: saved.weekend_days,
      day_starts: saved.day_starts,
      day_ends: saved.day_ends,
    },
  });
  return (
    <form onSubmit={form.handleSubmit((hours) => save.mutate(hours))} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="weekend_days"
          render={({ field }) => (
            <Checkbox.Group
              label={w('weekend')}
              value={field.value.map(String)}
              onChange={(days) => field.onChange(days.map(Number))}
              error={errorAt(form, 'weekend_days')}
            >
              <Group gap="md" mt={6}>
                {weekDays.map((day) => (
                  <Checkbox key={day} value={String(day)} label={w(`day.${day}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Group grow align="flex-start">
          <TextInput
            label={w('dayStarts')}
            placeholder="09:00"
            dir="ltr"
            error={errorAt(form, 'day_starts')}
            {...form.register('day_starts')}
          />
          <TextInput
            label={w('dayEnds')}
            placeholder="17:00"
            dir="ltr"
            error={errorAt(form, 'day_ends')}
            {...form.register('day_ends')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {w('saveWorkWeek')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
