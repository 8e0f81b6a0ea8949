import { SimpleGrid, Text } from '@mantine/core';
import { requestQueueConfigs, requestQueues } from '@simsar/contract/requests';
import type { SystemSettings, systemSettingsSchema } from '@simsar/contract/system';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { FormNumber } from '../../ui/form-fields.tsx';

type FormValues = z.input<ReturnType<typeof systemSettingsSchema>>;

/** Each request queue's service-clock target in hours (decision 082). */
export function TargetHoursFields({ control }: { control: Control<FormValues, unknown, SystemSettings> }) {
  return (
    <div>
      <Text fw={600} size="sm">
        Request targets (hours)
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        A waiting request past its queue's target is marked overdue.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {requestQueues.map((queue) => (
          <FormNumber
            key={queue}
            control={control}
            name={`request_target_hours.${queue}`}
            label={`Request ${requestQueueConfigs[queue].name}`}
            allowDecimal={false}
          />
        ))}
      </SimpleGrid>
    </div>
  );
}
