import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type CardField = { label: string; value: ReactNode };

/** A card's label-value rows: label dimmed on the left, value on the right; an empty value shows "—". */
export function FieldList({ fields }: { fields: readonly CardField[] }) {
  return (
    <Stack gap={6}>
      {fields.map((field) => (
        <Group key={field.label} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" c="dimmed">
            {field.label}
          </Text>
          {/* A value is often typed by someone (a name, an area): its own direction. */}
          <Text size="sm" ta="right" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {field.value ?? '—'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
