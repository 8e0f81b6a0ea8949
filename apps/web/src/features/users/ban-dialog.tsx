import { Modal, Stack, Text, Textarea } from '@mantine/core';
import type { User } from '@simsar/contract/users';
import { useState } from 'react';
import { ApiError } from '../../ui/api-client.ts';
import { YesNoButtons } from '../../ui/confirm.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { BanImpactPanel } from './ban-impact.tsx';
import { useUserWords } from './words.ts';

type BanProps = {
  user: User;
  banning: boolean;
  /** The last ban attempt's error; a 400's message is shown under the reason. */
  error: Error | null;
  onYes: (reason: string) => void;
  onNo: () => void;
};

/**
 * Ban's confirmation (docs/decisions/283): what the ban touches first, then the reason, required, so
 * Yes stays disabled until one is typed; the server's message for a refused reason is shown under it.
 */
export function BanDialog({ user, banning, error, onYes, onNo }: BanProps) {
  const w = useUserWords();
  const [reason, setReason] = useState('');
  const refused = error instanceof ApiError && error.status === 400 ? error.message : undefined;
  return (
    <Modal opened onClose={onNo} title={w('ban')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onYes(reason);
        }}
      >
        <Stack>
          <Text size="sm">{userTextIn(w('askBanOne'), { name: user.name })}</Text>
          <BanImpactPanel userIds={[user._id]} />
          <Textarea
            label={w('reason')}
            description={w('reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={refused}
            data-autofocus
          />
          <YesNoButtons onNo={onNo} ready={reason.trim() !== ''} busy={banning} color="orange" />
        </Stack>
      </form>
    </Modal>
  );
}
