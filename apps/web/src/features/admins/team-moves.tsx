import { Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { useMemberWords } from '../../ui/members/words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { type useAdmins, useMoveUsers, useRemoveFromList } from './api/admin-calls.ts';
import { useAdminWords } from './words.ts';

/** The team's title, its export and the way back to the admins. */
export function TeamHeader({ adminId, name }: { adminId: string; name: string }) {
  const w = useAdminWords();
  return (
    <Group justify="space-between">
      <Title order={2}>{userTextIn(w('teamOf'), { name: name })}</Title>
      <Group gap="xs">
        <ExportMenu list="team" query={{ admin_id: adminId }} />
        <Button
          component={Link}
          to="/admins/view"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden className="mirror-rtl" />}
        >
          {w('view')}
        </Button>
      </Group>
    </Group>
  );
}

/** The moves of the chosen users: remove from the list, move to another admin, assign one by one. */
export function TeamMoves(props: {
  adminId: string;
  adminName: string;
  others: NonNullable<ReturnType<typeof useAdmins>['data']>;
  ids: string[];
  running: boolean;
  onDone: () => void;
  onAssign: (ids: string[]) => void;
}) {
  const { adminId, adminName, others, ids, running, onDone, onAssign } = props;
  const w = useAdminWords();
  const member = useMemberWords();
  const remove = useRemoveFromList();
  const move = useMoveUsers();
  const [target, setTarget] = useState<string | null>(null);
  const targetName = others.find((item) => item._id === target)?.name;
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" align="flex-end">
        <Button
          color="red"
          variant="light"
          disabled={ids.length === 0}
          loading={remove.isPending}
          onClick={() =>
            confirmYesNo({
              title: w('removeFromList'),
              message: userTextIn(w('askRemoveFromList', { count: ids.length }), { name: adminName }),
              onYes: () => remove.mutate({ adminId, ids }, { onSuccess: onDone }),
            })
          }
        >
          {w('removeFromList')}
        </Button>
        <Select
          label={w('moveToAdmin')}
          placeholder={member('chooseAdmin')}
          data={others.map((item) => ({ value: item._id, label: `${item.name} (${item.admin_code})` }))}
          value={target}
          onChange={setTarget}
          searchable
          w={280}
        />
        <Button
          disabled={ids.length === 0 || !target}
          loading={move.isPending}
          onClick={() =>
            target &&
            confirmYesNo({
              title: w('moveUsers'),
              message: userTextIn(w('askMove', { count: ids.length }), {
                name: adminName,
                target: targetName,
              }),
              onYes: () => move.mutate({ from: adminId, to: target, ids }, { onSuccess: onDone }),
            })
          }
        >
          {w('move')}
        </Button>
        <Button variant="light" disabled={ids.length === 0 || running} onClick={() => onAssign(ids)}>
          {w('assignSelected')}
        </Button>
        {ids.length === 0 ? (
          <Text size="sm" c="dimmed">
            {w('chooseFirst')}
          </Text>
        ) : null}
      </Group>
    </Paper>
  );
}
