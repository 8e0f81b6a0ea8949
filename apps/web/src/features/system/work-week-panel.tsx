import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { WorkWeekReply } from '@simsar/contract/work-week';
import { translateMessage } from '../../i18n/i18n.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { useWorkWeek } from './api/work-week-calls.ts';
import { AddHolidayForm } from './holiday-form.tsx';
import { HolidaysList } from './holidays-list.tsx';
import { useSystemWords } from './words.ts';
import { WorkHoursForm } from './work-hours-form.tsx';

/** The hours form starts again from what the server saved. */
const hoursKey = (week: WorkWeekReply) => `${week.weekend_days.join()} ${week.day_starts} ${week.day_ends}`;

/** The working week the service clocks count (docs/decisions/490): weekend, hours, holidays. */
export function WorkWeekPanel() {
  const w = useSystemWords();
  const week = useWorkWeek();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3}>{w('workWeek')}</Title>
          <Text size="xs" c="dimmed">
            {w('workWeekHelp')}
          </Text>
        </div>
        {week.isError ? (
          <LoadError message={translateMessage(week.error.message)} onRetry={() => week.refetch()} />
        ) : week.data ? (
          <>
            <WorkHoursForm key={hoursKey(week.data)} saved={week.data} />
            <Divider />
            <div>
              <Title order={4}>{w('holidays')}</Title>
              <Text size="xs" c="dimmed">
                {w('holidaysHelp')}
              </Text>
            </div>
            <HolidaysList holidays={week.data.holidays} />
            <AddHolidayForm />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
