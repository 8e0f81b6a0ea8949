import { Button, Group, Stack } from '@mantine/core';
import {
  type Holiday,
  type HolidayNames,
  holidayNamesSchema,
  holidaySchema,
} from '@simsar/contract/work-week';
import { useForm } from 'react-hook-form';
import { FormDay } from '../../ui/day-input.tsx';
import { FormText } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useAddHoliday, useRenameHoliday } from './api/work-week-calls.ts';
import { useSystemWords } from './words.ts';

/** POST /api/system/work_week/holidays: a day and its names in English and Arabic. */
export function AddHolidayForm() {
  const w = useSystemWords();
  const add = useAddHoliday();
  const form = useForm<Holiday>({
    resolver: localResolver(holidaySchema),
    defaultValues: { date: '', name: '', name_ar: '' },
  });
  const onSubmit = form.handleSubmit((holiday) => add.mutate(holiday, { onSuccess: () => form.reset() }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormDay form={form} name="date" label={w('holidayDate')} />
        <FormText form={form} name="name" label={w('holidayName')} dir="ltr" />
        <FormText form={form} name="name_ar" label={w('holidayNameAr')} dir="rtl" />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={add.isPending}>
            {w('addHoliday')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** PUT /api/system/work_week/holidays/:date: the holiday's names; `onDone` once saved or cancelled. */
export function RenameHolidayForm({ holiday, onDone }: { holiday: Holiday; onDone: () => void }) {
  const w = useSystemWords();
  const rename = useRenameHoliday();
  const form = useForm<HolidayNames>({
    resolver: localResolver(holidayNamesSchema),
    defaultValues: { name: holiday.name, name_ar: holiday.name_ar },
  });
  const onSubmit = form.handleSubmit((names) =>
    rename.mutate({ date: holiday.date, ...names }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormText form={form} name="name" label={w('holidayName')} dir="ltr" />
        <FormText form={form} name="name_ar" label={w('holidayNameAr')} dir="rtl" />
        <Group justify="flex-end">
          <Button type="submit" loading={rename.isPending}>
            {w('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
