import { Button, Group, Paper, Stack } from '@mantine/core';
import { type AcceptSubmissionInput, acceptSubmissionSchema, type Submission } from '@simsar/contract/deals';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDay } from '../../ui/day-input.tsx';
import { FormMoney } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useDealsWords } from './words.ts';

type Parsed = z.output<typeof acceptSubmissionSchema>;

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
  const w = useDealsWords();
  const form = useForm<AcceptSubmissionInput, unknown, Parsed>({
    resolver: localResolver(acceptSubmissionSchema),
    defaultValues: { date: item.date ?? '', final_value: item.deal_value },
  });
  const submit = form.handleSubmit((values) =>
    onAccept({ date: values.date, final_value: values.final_value }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormDay form={form} name="date" label={w('checkDate')} readOnly={!editable} />
          {editable ? (
            <>
              <FormMoney
                control={form.control}
                name="final_value"
                label={w('finalValueEgp')}
                description={w('finalValueHint')}
              />
              <Group>
                <Button type="submit" color="teal" loading={busy}>
                  {w('accept')}
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
