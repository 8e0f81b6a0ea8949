import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import {
  type EarningAddition,
  type UpdateEarningInput,
  type User,
  updateEarningSchema,
} from '@simsar/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../ui/api-client.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { FormMoney, FormText } from '../../ui/form-fields.tsx';
import { formatEgp } from '../../ui/money.ts';
import { UserText } from '../../ui/user-text.tsx';
import { brokerKeys, useAddEarning, useEarningHistory } from './api/broker-calls.ts';

/** "2026-11-22 14:05" in the admin's time zone. */
function when(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });
}

/** Why an entry is there: the form or deal whose commission it is (a link to it), or the reason typed. */
function EntryWhy({ entry }: { entry: EarningAddition }) {
  if (entry.source)
    return (
      <>
        {entry.source.kind === 'form' ? 'Form' : 'Deal'} commission:{' '}
        <Anchor component={Link} to={entry.source.link}>
          open the {entry.source.kind}
        </Anchor>
      </>
    );
  return <span dir="auto">{entry.reason ?? ''}</span>;
}

/**
 * Add earnings: the current total and the last entries, the amount confirmed in EGP with
 * separators; a negative amount is a correction and needs a reason (docs/decisions/100).
 */
export function EarningForm({ user, onDone }: { user: User; onDone: (next: User) => void }) {
  const add = useAddEarning();
  const history = useEarningHistory(user._id);
  const queryClient = useQueryClient();
  const form = useForm<UpdateEarningInput, unknown, UpdateEarningInput>({
    resolver: zodResolver(updateEarningSchema),
    defaultValues: { user_id: user._id, earning: '', reason: '' },
  });
  const amount = Number(useWatch({ control: form.control, name: 'earning' }) || 0);
  const onSubmit = form.handleSubmit((input) => {
    const value = Number(input.earning);
    confirmYesNo({
      title: value < 0 ? 'Correct earnings' : 'Add earnings',
      message: (
        <>
          {value < 0 ? 'Take ' : 'Add '}
          <strong>{formatEgp(Math.abs(value))}</strong> {value < 0 ? 'from' : 'to'} the earnings of{' '}
          <UserText>{user.name}</UserText>?
        </>
      ),
      onYes: () =>
        add.mutate(input, {
          onSuccess: (next) => {
            void queryClient.invalidateQueries({ queryKey: brokerKeys.earnings(user._id) });
            onDone(next);
          },
          onError: (error) => {
            const fields = error instanceof ApiError ? error.fields : undefined;
            if (fields?.earning) form.setError('earning', { message: fields.earning });
            if (fields?.reason) form.setError('reason', { message: fields.reason });
          },
        }),
    });
  });
  const total = history.data?.earnings ?? user.earnings;
  const last = (history.data?.response ?? []).slice(0, 5);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text>
          Current total: <strong>{formatEgp(total)}</strong>
        </Text>
        {history.isPending ? <Loader size="sm" aria-label="Loading the last entries" /> : null}
        {last.length > 0 ? (
          <Table aria-label="Last entries" fz="sm" withRowBorders={false}>
            <Table.Tbody>
              {last.map((entry) => (
                <Table.Tr key={`${entry.createdAt}-${entry.amount}`}>
                  <Table.Td>{when(entry.createdAt)}</Table.Td>
                  <Table.Td c={entry.amount < 0 ? 'red' : undefined}>{formatEgp(entry.amount)}</Table.Td>
                  <Table.Td>
                    <EntryWhy entry={entry} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <FormMoney
          control={form.control}
          name="earning"
          label="Amount (EGP)"
          description="A negative amount corrects the total"
          data-autofocus
          allowNegative
        />
        {amount < 0 ? <FormText form={form} name="reason" label="Reason for the correction" /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {amount < 0 ? 'Correct' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
