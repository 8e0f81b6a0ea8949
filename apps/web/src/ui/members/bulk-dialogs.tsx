import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { banUserSchema } from '@simsar/contract/users';
import { type ReactNode, useState } from 'react';
import { useAdminChoiceList } from '../admin-filter.tsx';
import { YesNoButtons } from '../confirm.tsx';
import { useMemberWords } from './words.ts';

/**
 * The one confirmation of a bulk move that gives every item to one admin (docs/decisions/284): a
 * bulk accept of pending brokers, a bulk assign of members. It names the count; Yes waits for the admin.
 */
export function BulkAdminDialog({
  title,
  question,
  onYes,
  onNo,
}: {
  title: string;
  question: ReactNode;
  onYes: (adminId: string, adminName: string) => void;
  onNo: () => void;
}) {
  const admins = useAdminChoiceList();
  const [adminId, setAdminId] = useState<string | null>(null);
  const w = useMemberWords();
  return (
    <Modal opened onClose={onNo} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = admins.data?.find((choice) => choice._id === adminId);
          if (chosen) onYes(chosen._id, chosen.name);
        }}
      >
        <Stack>
          <Text size="sm">{question}</Text>
          <Select
            label={w('admin')}
            placeholder={admins.isPending ? w('loadingAdmins') : w('chooseAdmin')}
            data={(admins.data ?? []).map((choice) => ({
              value: choice._id,
              label: `${choice.name} (${choice.admin_code})`,
            }))}
            value={adminId}
            onChange={setAdminId}
            error={admins.isError ? admins.error.message : undefined}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <YesNoButtons onNo={onNo} ready={Boolean(adminId)} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The one confirmation of a bulk ban (docs/decisions/283, 284): the count, what the ban touches (the
 * single ban's panel over the chosen members, passed in: decision 341), and one reason for all,
 * checked by the single ban's own rule (`banUserSchema`) before anything is sent.
 */
export function BulkBanDialog({
  question,
  impact,
  onYes,
  onNo,
}: {
  question: ReactNode;
  impact: ReactNode;
  onYes: (reason: string) => void;
  onNo: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const w = useMemberWords();
  return (
    <Modal opened onClose={onNo} title={w('ban')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = banUserSchema.safeParse({ reason });
          if (parsed.success) onYes(parsed.data.reason);
          else setError(parsed.error.issues[0]?.message);
        }}
      >
        <Stack>
          <Text size="sm">{question}</Text>
          {impact}
          <Textarea
            label={w('reason')}
            description={w('bulkReasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <YesNoButtons onNo={onNo} ready={reason.trim() !== ''} color="orange" />
        </Stack>
      </form>
    </Modal>
  );
}
