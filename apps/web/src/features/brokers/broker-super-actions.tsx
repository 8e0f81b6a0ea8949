import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@simsar/contract/users';
import { useState } from 'react';
import { useMemberWords } from '../../ui/members/words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useAdminChoices, useChangeBrokerAdmin } from './api/broker-calls.ts';
import { EarningForm } from './earning-form.tsx';
import { useBrokerWords } from './words.ts';

/** On an accepted broker's card, for a super admin: add earnings, change its admin (console-core §6). */
export function BrokerSuperActions({ user, onChanged }: { user: User; onChanged: (next: User) => void }) {
  const w = useBrokerWords();
  const [earningOpen, earning] = useDisclosure(false);
  const [adminOpen, adminForm] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={earning.open}>
        {w('addEarnings')}
      </Button>
      <Button size="xs" variant="default" onClick={adminForm.open}>
        {w('changeAdmin')}
      </Button>
      <Modal
        opened={earningOpen}
        onClose={earning.close}
        title={userTextIn(w('addEarningsOf'), { name: user.name })}
        centered
      >
        {earningOpen ? (
          <EarningForm
            user={user}
            onDone={(next) => {
              onChanged(next);
              earning.close();
            }}
          />
        ) : null}
      </Modal>
      <Modal
        opened={adminOpen}
        onClose={adminForm.close}
        title={userTextIn(w('changeAdminOf'), { name: user.name })}
        centered
      >
        {adminOpen ? (
          <AdminForm
            user={user}
            onDone={(next) => {
              onChanged(next);
              adminForm.close();
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function AdminForm({ user, onDone }: { user: User; onDone: (next: User) => void }) {
  const w = useBrokerWords();
  const member = useMemberWords();
  const choices = useAdminChoices(true);
  const [adminId, setAdminId] = useState<string | null>(user.admin_id);
  const change = useChangeBrokerAdmin();
  const data = (choices.data ?? []).map((admin) => ({
    value: admin._id,
    label: `${admin.name} (${admin.admin_code})`,
  }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!adminId) return;
        change.mutate(
          { id: user._id, adminId },
          {
            onSuccess: onDone,
          },
        );
      }}
    >
      <Stack>
        <Select
          label={member('admin')}
          placeholder={choices.isPending ? member('loadingAdmins') : member('chooseAdmin')}
          data={data}
          value={adminId}
          onChange={setAdminId}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={!adminId || adminId === user.admin_id}>
            {w('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
