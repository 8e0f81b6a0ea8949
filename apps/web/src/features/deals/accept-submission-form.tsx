import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type AcceptSubmissionInput, acceptSubmissionSchema, type Submission } from '@simsar/contract/deals';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The pending view's date (editable only while pending, content-operations §4) and final value,
 * with Accept. An ordinary admin sees the date without the form.
 */
export function AcceptSubmissionForm({
  item,
  editable,
  busy,
  onAccept,
}: {
  item: Submission;
  editable: boolean;
  busy: boolean;
  onAccept: (body: AcceptSubmissionInput) => void;
}) {
  const { register, handleSubmit, formState } = useForm<
    AcceptSubmissionInput,
    unknown,
    z.output<typeof acceptSubmissionSchema>
  >({
    resolver: zodResolver(acceptSubmissionSchema),
    defaultValues: { date: item.date ?? '', final_value: item.deal_value },
  });
  const errors = formState.errors;
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={handleSubmit((values) => onAccept({ date: values.date, final_value: values.final_value }))}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            type="date"
            label="Estimated time to receive the check"
            withAsterisk
            readOnly={!editable}
            error={errors.date?.message}
            {...register('date')}
          />
          {editable ? (
            <>
              <TextInput
                label="Final value (EGP)"
                description="The deal value unless the final value differs"
                error={errors.final_value?.message}
                {...register('final_value')}
              />
              <Group>
                <Button type="submit" color="teal" loading={busy}>
                  Accept
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
