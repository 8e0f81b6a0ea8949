import { Modal, Select, Stack, Text } from '@mantine/core';
import type { AcceptChoicesReply, User } from '@simsar/contract/users';
import { useState } from 'react';
import { YesNoButtons } from '../../ui/confirm.tsx';
import { useMemberWords } from '../../ui/members/words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useAcceptChoices } from './api/broker-calls.ts';
import { type BrokerText, useBrokerWords } from './words.ts';

type Choice = AcceptChoicesReply['response'][number];

/** Why the suggested admin is suggested (docs/decisions/150). */
function reasonOf(w: BrokerText, suggested: NonNullable<AcceptChoicesReply['suggested']>, choice: Choice) {
  return suggested.reason === 'invited'
    ? userTextIn(w('suggestedInviter'), { name: choice.name })
    : userTextIn(w('suggestedFewest'), { name: choice.name, count: choice.active_members }, ['count']);
}

type AcceptProps = {
  /** The pending broker: a card's user, or an inbox item's member. */
  broker: Pick<User, '_id' | 'name'>;
  accepting: boolean;
  onYes: (adminId: string) => void;
  onNo: () => void;
};

/**
 * Accept's Yes/No confirmation (console-core §4) with the admin the broker will belong to: the
 * suggested one chosen, any other one choosable.
 */
export function AcceptBrokerDialog({ broker, accepting, onYes, onNo }: AcceptProps) {
  const w = useBrokerWords();
  return (
    <Modal opened onClose={onNo} title={w('acceptOne')} centered>
      <AcceptBrokerForm broker={broker} accepting={accepting} onYes={onYes} onNo={onNo} />
    </Modal>
  );
}

function AcceptBrokerForm({ broker, accepting, onYes, onNo }: AcceptProps) {
  const w = useBrokerWords();
  const member = useMemberWords();
  const choices = useAcceptChoices(broker._id);
  const [picked, setPicked] = useState<string | null>(null);
  const suggested = choices.data?.suggested ?? null;
  const adminId = picked ?? suggested?.admin_id ?? null;
  const admins = choices.data?.response ?? [];
  const suggestedChoice = admins.find((choice) => choice._id === suggested?.admin_id);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (adminId) onYes(adminId);
      }}
    >
      <Stack>
        <Text size="sm">{userTextIn(w('askAccept'), { name: broker.name })}</Text>
        <Select
          label={member('admin')}
          placeholder={choices.isPending ? member('loadingAdmins') : member('chooseAdmin')}
          data={admins.map((choice) => ({
            value: choice._id,
            label: w('adminChoice', { name: choice.name, count: choice.active_members }),
          }))}
          value={adminId}
          onChange={setPicked}
          description={suggested && suggestedChoice ? reasonOf(w, suggested, suggestedChoice) : undefined}
          error={choices.isError ? choices.error.message : undefined}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <YesNoButtons onNo={onNo} ready={Boolean(adminId)} busy={accepting} />
      </Stack>
    </form>
  );
}
