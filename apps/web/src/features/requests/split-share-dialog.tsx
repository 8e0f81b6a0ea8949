import { Modal, Stack, Text } from '@mantine/core';
import { type SplitDisputeInput, splitDisputeSchema } from '@simsar/contract/disputes';
import { useForm, useWatch } from 'react-hook-form';
import { YesNoButtons } from '../../ui/confirm.tsx';
import { FormNumber } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useRequestsWords } from './words.ts';

/**
 * A dispute's Split (docs/decisions/540): the first broker's share in whole percent, the second
 * broker having the rest; the contract's rule says what is wrong with a share before it is sent.
 */
export function SplitShareDialog({
  title,
  busy,
  onYes,
  onNo,
}: {
  title: string;
  busy: boolean;
  onYes: (firstShare: number) => void;
  onNo: () => void;
}) {
  const w = useRequestsWords();
  const form = useForm<SplitDisputeInput, unknown, { first_share: number }>({
    resolver: localResolver(splitDisputeSchema),
    defaultValues: { first_share: '' },
  });
  const share = Number(useWatch({ control: form.control, name: 'first_share' }));
  const whole = Number.isInteger(share) && share >= 1 && share <= 99;
  return (
    <Modal opened onClose={onNo} title={title} centered>
      <form onSubmit={form.handleSubmit((input) => onYes(input.first_share))} noValidate>
        <Stack>
          <Text size="sm">{w('splitAsk')}</Text>
          <FormNumber
            control={form.control}
            name="first_share"
            label={w('firstShare')}
            required
            description={whole ? w('secondShare', { share: 100 - share }) : undefined}
            data-autofocus
          />
          <YesNoButtons onNo={onNo} ready busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
