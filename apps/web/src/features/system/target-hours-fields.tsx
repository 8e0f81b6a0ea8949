import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { requestQueueConfigs, requestQueues } from '@simsar/contract/requests';
import type { systemSettingsSchema } from '@simsar/contract/system';
import { type Control, Controller } from 'react-hook-form';
import type { z } from 'zod';

type FormValues = z.input<ReturnType<typeof systemSettingsSchema>>;

/** Each request queue's service-clock target in hours (issue 11, decision 082). */
export function TargetHoursFields({ control }: { control: Control<FormValues> }) {
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
          <Controller
            key={queue}
            name={`request_target_hours.${queue}`}
            control={control}
            render={({ field, fieldState }) => (
              <NumberInput
                label={`Request ${requestQueueConfigs[queue].name}`}
                allowNegative={false}
                allowDecimal={false}
                hideControls
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
      </SimpleGrid>
    </div>
  );
}
