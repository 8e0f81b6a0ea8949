import { Modal, Select, Stack, Text } from '@mantine/core';
import type { AcceptChoicesReply, User } from '@simsar/contract/users';
import { useState } from 'react';
import { YesNoButtons } from '../../ui/confirm.tsx';
import { countOf } from '../../ui/count.ts';
import { useAcceptChoices } from './api/broker-calls.ts';

type Choice = AcceptChoicesReply['response'][number];

const memberCount = (choice: Choice) => countOf(choice.active_members, 'active member');

/** Why the suggested admin is suggested (docs/decisions/150). */
function reasonOf(suggested: NonNullable<AcceptChoicesReply['suggested']>, choice: Choice): string {
  return suggested.reason === 'invited'
    ? `Suggested: ${choice.name}, the admin of the broker who invited them`
    : `Suggested: ${choice.name}, fewest active members (${choice.active_members})`;
}

type AcceptProps = {
  broker: User;
  accepting: boolean;
  onYes: (adminId: string) => void;
  onNo: () => void;
};

/**
 * Accept's Yes/No confirmation (console-core §4) with the admin the broker will belong to: the
 * suggested one chosen, any other one choosable.
 */
export function AcceptBrokerDialog({ broker, accepting, onYes, onNo }: AcceptProps) {
  return (
    <Modal opened onClose={onNo} title="Accept" centered>
      <AcceptBrokerForm broker={broker} accepting={accepting} onYes={onYes} onNo={onNo} />
    </Modal>
  );
}

function AcceptBrokerForm({ broker, accepting, onYes, onNo }: AcceptProps) {
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
        <Text size="sm">
          Accept <bdi>{broker.name}</bdi>?
        </Text>
        <Select
          label="Admin"
          placeholder={choices.isPending ? 'Loading admins…' : 'Choose an admin'}
          data={admins.map((choice) => ({
            value: choice._id,
            label: `${choice.name} (${memberCount(choice)})`,
          }))}
          value={adminId}
          onChange={setPicked}
          description={suggested && suggestedChoice ? reasonOf(suggested, suggestedChoice) : undefined}
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
