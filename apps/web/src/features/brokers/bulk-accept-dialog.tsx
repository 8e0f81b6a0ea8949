import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { countOf } from '../../ui/count.ts';
import { useAdminChoices } from './api/broker-calls.ts';

/**
 * The one confirmation of a bulk accept (docs/decisions/284): the count, and the one admin every
 * accepted broker will belong to, as the single accept asks for it.
 */
export function BulkAcceptDialog({
  count,
  onYes,
  onNo,
}: {
  count: number;
  onYes: (adminId: string) => void;
  onNo: () => void;
}) {
  const admins = useAdminChoices(true);
  const [adminId, setAdminId] = useState<string | null>(null);
  return (
    <Modal opened onClose={onNo} title="Accept" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (adminId) onYes(adminId);
        }}
      >
        <Stack>
          <Text size="sm">Accept {countOf(count, 'broker')}?</Text>
          <Select
            label="Admin"
            placeholder={admins.isPending ? 'Loading admins…' : 'Choose an admin'}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onNo}>
              No
            </Button>
            <Button type="submit" disabled={!adminId}>
              Yes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
