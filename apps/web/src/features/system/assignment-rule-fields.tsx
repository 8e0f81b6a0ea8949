import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import {
  type AssignedMemberType,
  assignedMemberTypes,
  assignmentRules,
  type SystemSettings,
  type systemSettingsSchema,
} from '@simsar/contract/system';
import { type Control, Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useSystemWords } from './words.ts';

type FormValues = z.input<ReturnType<typeof systemSettingsSchema>>;

/** Each member type's assignment rule (docs/decisions/276): who gets a member nobody gave an admin. */
export function AssignmentRuleFields({ control }: { control: Control<FormValues, unknown, SystemSettings> }) {
  const w = useSystemWords();
  const ruleOptions = assignmentRules.map((rule) => ({ value: rule, label: w(`rule.${rule}`) }));
  return (
    <div>
      <Text fw={600} size="sm">
        {w('rule')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {w('ruleHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {(Object.keys(assignedMemberTypes) as AssignedMemberType[]).map((type) => (
          <Controller
            key={type}
            control={control}
            name={`assignment_rules.${type}`}
            render={({ field, fieldState }) => (
              <NativeSelect
                label={w(`member.${type}`)}
                description={w(`when.${type}`)}
                data={ruleOptions}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
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
