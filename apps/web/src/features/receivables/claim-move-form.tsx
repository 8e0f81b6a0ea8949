import { Modal, Stack } from '@mantine/core';
import {
  type Claim,
  claimPaymentSchema,
  invoiceClaimSchema,
  writeOffClaimSchema,
} from '@simsar/contract/receivables';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDay } from '../../ui/day-input.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { FormText } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { type ClaimAction, useClaimMove } from './api/receivable-calls.ts';
import { useReceivableWords } from './receivable-words.ts';

type Values = Record<string, string>;
const schemas: Record<ClaimAction, z.ZodType> = {
  invoice: invoiceClaimSchema,
  payment: claimPaymentSchema,
  writeOff: writeOffClaimSchema,
};

/** A claim's move that asks for something (the invoice, a payment, the reason), in a dialog. */
export function ClaimMoveModal({
  claim,
  action,
  onClose,
}: {
  claim: Claim | null;
  action: ClaimAction;
  onClose: () => void;
}) {
  const w = useReceivableWords();
  const title = { invoice: w('invoiceAction'), payment: w('payAction'), writeOff: w('writeOffAction') }[
    action
  ];
  return (
    <Modal opened={claim !== null} onClose={onClose} title={title} centered>
      {claim ? <ClaimMoveForm claim={claim} action={action} title={title} onDone={onClose} /> : null}
    </Modal>
  );
}

function ClaimMoveForm({
  claim,
  action,
  title,
  onDone,
}: {
  claim: Claim;
  action: ClaimAction;
  title: string;
  onDone: () => void;
}) {
  const w = useReceivableWords();
  const move = useClaimMove();
  const today = new Date().toISOString().slice(0, 10);
  const defaults: Record<ClaimAction, Values> = {
    invoice: { invoiced_on: today, invoice_number: '', invoice_amount: claim.expected },
    payment: { paid_on: today, amount: '' },
    writeOff: { reason: '' },
  };
  const form = useForm<Values, unknown, Values>({
    resolver: localResolver(schemas[action] as never) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: defaults[action],
  });
  const submit = form.handleSubmit((body) =>
    move.mutate({ id: claim._id, action, body }, { onSuccess: onDone, onError: onDone }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        {action === 'invoice' ? (
          <>
            <FormDay form={form} name="invoiced_on" label={w('invoiceDate')} />
            <FormText form={form} name="invoice_number" label={w('invoiceNumber')} />
            <FormText form={form} name="invoice_amount" label={w('invoiceAmount')} dir="ltr" />
          </>
        ) : action === 'payment' ? (
          <>
            <FormDay form={form} name="paid_on" label={w('paymentDate')} />
            <FormText form={form} name="amount" label={w('amountReceived')} dir="ltr" />
          </>
        ) : (
          <FormText form={form} name="reason" label={w('reason')} />
        )}
        <FormActions onCancel={onDone} busy={move.isPending} />
      </Stack>
    </form>
  );
}
