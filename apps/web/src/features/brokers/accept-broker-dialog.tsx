import { Modal, Select, Stack, Text } from '@mantine/core';
import type { AcceptChoicesReply, User } from '@simsar/contract/users';
import { type ReactNode, useState } from 'react';
import { YesNoButtons } from '../../ui/confirm.tsx';
import { useMemberWords } from '../../ui/members/words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useAcceptChoices } from './api/broker-calls.ts';
import { type BrokerText, useBrokerWords } from './words.ts';

type Choice = AcceptChoicesReply['response'][number];
type Suggested = NonNullable<AcceptChoicesReply['suggested']>;

/** Why the suggested admin is suggested (docs/decisions/150). */
function reasonOf(w: BrokerText, suggested: Suggested, choice: Choice) {
  return suggested.reason === 'invited'
    ? userTextIn(w('suggestedInviter'), { name: choice.name })
    : userTextIn(w('suggestedFewest'), { name: choice.name, count: choice.active_members }, ['count']);
}

/**
 * The one admin to suggest for all the brokers being accepted (docs/decisions/342): each broker's own
 * suggestion, the one most of them share; with its reason when all share it, else how many do.
 */
function suggestionFor(replies: readonly (AcceptChoicesReply | undefined)[]) {
  const suggestions = replies.flatMap((reply) => (reply?.suggested ? [reply.suggested] : []));
  const counts = new Map<string, number>();
  for (const suggested of suggestions) {
    counts.set(suggested.admin_id, (counts.get(suggested.admin_id) ?? 0) + 1);
  }
  const [adminId, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const first = suggestions.find((suggested) => suggested.admin_id === adminId);
  return first ? { suggested: first, count: count ?? 0, total: replies.length } : null;
}

type AcceptProps = {
  accepting: boolean;
  onYes: (adminId: string, adminName: string) => void;
  onNo: () => void;
};

/**
 * Accept's Yes/No confirmation (console-core §4) with the admin the broker will belong to: the
 * suggested one chosen, any other one choosable.
 */
export function AcceptBrokerDialog({
  broker,
  ...props
}: AcceptProps & {
  /** The pending broker: a card's user, or an inbox item's member. */
  broker: Pick<User, '_id' | 'name'>;
}) {
  const w = useBrokerWords();
  return (
    <Modal opened onClose={props.onNo} title={w('acceptOne')} centered>
      <AcceptBrokersForm
        ids={[broker._id]}
        question={userTextIn(w('askAccept'), { name: broker.name })}
        {...props}
      />
    </Modal>
  );
}

/** A bulk accept's one confirmation: the count, and the admin for all, suggested as a single Accept does. */
export function AcceptBrokersDialog({ ids, ...props }: AcceptProps & { ids: readonly string[] }) {
  const w = useBrokerWords();
  return (
    <Modal opened onClose={props.onNo} title={w('acceptOne')} centered>
      <AcceptBrokersForm ids={ids} question={w('askAcceptMany', { count: ids.length })} {...props} />
    </Modal>
  );
}

function AcceptBrokersForm({
  ids,
  question,
  accepting,
  onYes,
  onNo,
}: AcceptProps & { ids: readonly string[]; question: ReactNode }) {
  const w = useBrokerWords();
  const member = useMemberWords();
  const choices = useAcceptChoices(ids);
  const [picked, setPicked] = useState<string | null>(null);
  const replies = choices.map((reply) => reply.data);
  const admins = replies.find((reply) => reply)?.response ?? [];
  const suggestion = suggestionFor(replies);
  const adminId = picked ?? suggestion?.suggested.admin_id ?? null;
  const suggestedChoice = admins.find((choice) => choice._id === suggestion?.suggested.admin_id);
  const reading = choices.some((reply) => reply.isPending);
  // One broker accepted meanwhile is the bulk run's to report; only no answer at all is shown here.
  const failed = admins.length === 0 ? choices.find((reply) => reply.isError)?.error : undefined;
  const why =
    suggestion && suggestedChoice
      ? suggestion.count === suggestion.total
        ? reasonOf(w, suggestion.suggested, suggestedChoice)
        : userTextIn(w('suggestedForMost', { count: suggestion.count, total: suggestion.total }), {
            name: suggestedChoice.name,
          })
      : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = admins.find((choice) => choice._id === adminId);
        if (chosen) onYes(chosen._id, chosen.name);
      }}
    >
      <Stack>
        <Text size="sm">{question}</Text>
        <Select
          label={member('admin')}
          placeholder={reading ? member('loadingAdmins') : member('chooseAdmin')}
          data={admins.map((choice) => ({
            value: choice._id,
            label: w('adminChoice', { name: choice.name, count: choice.active_members }),
          }))}
          value={adminId}
          onChange={setPicked}
          description={why}
          error={failed?.message}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {/* Every broker's suggestion read first: the one for most of them may change until then. */}
        <YesNoButtons onNo={onNo} ready={Boolean(adminId) && !reading} busy={accepting} />
      </Stack>
    </form>
  );
}
