import { Button, Group, Loader, Stack } from '@mantine/core';
import { type UpdateEarningInput, type User, updateEarningSchema } from '@simsar/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../ui/api-client.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { FormMoney, FormText } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { formatEgp } from '../../ui/money.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { brokerKeys, useAddEarning, useEarningHistory } from './api/broker-calls.ts';
import { EarningEntries, EarningTotal } from './earning-ledger.tsx';
import { useBrokerWords } from './words.ts';

/**
 * Add earnings: the current total and the last entries, the amount confirmed in EGP with
 * separators; a negative amount is a correction and needs a reason (docs/decisions/100).
 */
export function EarningForm({ user, onDone }: { user: User; onDone: (next: User) => void }) {
  const w = useBrokerWords();
  const add = useAddEarning();
  const history = useEarningHistory(user._id);
  const queryClient = useQueryClient();
  const form = useForm<UpdateEarningInput, unknown, UpdateEarningInput>({
    resolver: localResolver(updateEarningSchema),
    defaultValues: { user_id: user._id, earning: '', reason: '' },
  });
  const amount = Number(useWatch({ control: form.control, name: 'earning' }) || 0);
  const onSubmit = form.handleSubmit((input) => {
    const value = Number(input.earning);
    confirmYesNo({
      title: value < 0 ? w('correctEarnings') : w('addEarnings'),
      message: userTextIn(
        w(value < 0 ? 'askTake' : 'askAdd'),
        { amount: <strong>{formatEgp(Math.abs(value))}</strong>, name: user.name },
        ['amount'],
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
        <EarningTotal amount={total} />
        {history.isPending ? <Loader size="sm" aria-label={w('loadingEntries')} /> : null}
        <EarningEntries entries={last} label={w('lastEntries')} rowBorders={false} />
        <FormMoney
          control={form.control}
          name="earning"
          label={w('amount')}
          description={w('amountHint')}
          data-autofocus
          allowNegative
        />
        {amount < 0 ? <FormText form={form} name="reason" label={w('correctionReason')} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {amount < 0 ? w('correct') : w('add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
