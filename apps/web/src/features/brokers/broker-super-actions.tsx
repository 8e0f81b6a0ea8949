import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type UpdateEarningInput, type User, updateEarningSchema } from '@simsar/contract/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../ui/api-client.ts';
import { FormMoney } from '../../ui/form-fields.tsx';
import { showSuccessToast } from '../../ui/toasts.tsx';
import { useAddEarning, useAdminChoices, useChangeBrokerAdmin } from './api/broker-calls.ts';

/** On an accepted broker's card, for a super admin: add earnings, change its admin (console-core §6). */
export function BrokerSuperActions({ user, onChanged }: { user: User; onChanged: (next: User) => void }) {
  const [earningOpen, earning] = useDisclosure(false);
  const [adminOpen, adminForm] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={earning.open}>
        Add earnings
      </Button>
      <Button size="xs" variant="default" onClick={adminForm.open}>
        Change admin
      </Button>
      <Modal opened={earningOpen} onClose={earning.close} title={`Add earnings: ${user.name}`} centered>
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
      <Modal opened={adminOpen} onClose={adminForm.close} title={`Change admin: ${user.name}`} centered>
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

/** Add earnings: react-hook-form with the contract's schema, the amount with thousands separators. */
function EarningForm({ user, onDone }: { user: User; onDone: (next: User) => void }) {
  const add = useAddEarning();
  const form = useForm<UpdateEarningInput, unknown, UpdateEarningInput>({
    resolver: zodResolver(updateEarningSchema),
    defaultValues: { user_id: user._id, earning: '' },
  });
  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: (next) => {
        showSuccessToast(`Earnings of ${next.name}: ${next.earnings} EGP`);
        onDone(next);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.fields?.earning : undefined;
        if (field) form.setError('earning', { message: field });
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormMoney control={form.control} name="earning" label="Amount (EGP)" data-autofocus min={0} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AdminForm({ user, onDone }: { user: User; onDone: (next: User) => void }) {
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
            onSuccess: (next) => {
              showSuccessToast(`${next.name} has a new admin`);
              onDone(next);
            },
          },
        );
      }}
    >
      <Stack>
        <Select
          label="Admin"
          placeholder={choices.isPending ? 'Loading admins…' : 'Choose an admin'}
          data={data}
          value={adminId}
          onChange={setAdminId}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={!adminId || adminId === user.admin_id}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
