import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { YesNoButtons } from '../../ui/confirm.tsx';
import { useRequestsWords } from './words.ts';

/**
 * A dispute's Split (docs/decisions/540): the first broker's share in whole percent, the second
 * broker having the rest; Yes stays disabled until a share from 1 to 99 is typed.
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
  const [share, setShare] = useState<number | string>('');
  const valid = typeof share === 'number' && Number.isInteger(share) && share >= 1 && share <= 99;
  return (
    <Modal opened onClose={onNo} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onYes(share);
        }}
      >
        <Stack>
          <Text size="sm">{w('splitAsk')}</Text>
          <NumberInput
            label={w('firstShare')}
            description={
              typeof share === 'number' && valid ? w('secondShare', { share: 100 - share }) : undefined
            }
            min={1}
            max={99}
            allowDecimal={false}
            hideControls
            value={share}
            onChange={setShare}
            data-autofocus
          />
          <YesNoButtons onNo={onNo} ready={valid} busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
