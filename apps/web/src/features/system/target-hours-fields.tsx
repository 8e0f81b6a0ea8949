import { SimpleGrid, Text } from '@mantine/core';
import { clockedQueueRows } from '@simsar/contract/queue-lists';
import type { SystemSettings, systemSettingsSchema } from '@simsar/contract/system';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { FormNumber } from '../../ui/form-fields.tsx';
import { useQueueWords } from '../../ui/queue-words.ts';
import { useSystemWords } from './words.ts';

type FormValues = z.input<ReturnType<typeof systemSettingsSchema>>;

/** Each listed queue's service-clock target in hours (decision 082): request queues, forms, deals, CIL. */
export function TargetHoursFields({ control }: { control: Control<FormValues, unknown, SystemSettings> }) {
  const w = useSystemWords();
  const q = useQueueWords();
  return (
    <div>
      <Text fw={600} size="sm">
        {w('targets')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {w('targetsHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {clockedQueueRows.map((row) => (
          <FormNumber
            key={row.kind}
            control={control}
            name={`request_target_hours.${row.kind}`}
            label={q(`title.${row.kind}`)}
            allowDecimal={false}
          />
        ))}
      </SimpleGrid>
    </div>
  );
}
