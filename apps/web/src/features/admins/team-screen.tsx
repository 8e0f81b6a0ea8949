import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { BulkProgress } from '../../ui/bulk/bulk-progress.tsx';
import { useBulkMove } from '../../ui/bulk/bulk-run.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { BulkAdminDialog } from '../../ui/members/bulk-dialogs.tsx';
import { useMemberWords } from '../../ui/members/words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { adminKeys, useAdmins, useMoveUsers, useRemoveFromList, useTeamPages } from './api/admin-calls.ts';
import { UserPicker } from './user-picker.tsx';
import { useAdminWords } from './words.ts';

/**
 * /team/{id}: that admin's users; remove chosen ones from the list or move them to another admin,
 * or assign them one by one with the run's progress and failures (the bulk assign, docs/decisions/284).
 */
export function TeamScreen({ adminId }: { adminId: string }) {
  const w = useAdminWords();
  const member = useMemberWords();
  const admins = useAdmins();
  const team = useTeamPages(adminId);
  const remove = useRemoveFromList();
  const move = useMoveUsers();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<string[] | null>(null);
  const bulk = useBulkMove();
  const queryClient = useQueryClient();

  if (admins.isPending) return <LoadingScreen />;
  const admin = admins.data?.find((item) => item._id === adminId);
  if (!admin) return <EmptyState message={w('notFound')} />;
  const others = (admins.data ?? []).filter((item) => item._id !== adminId);
  const ids = [...chosen];
  const done = () => setChosen(new Set());
  const targetName = others.find((item) => item._id === target)?.name;
  const assign = async (chosenIds: string[], to: string) => {
    setAssigning(null);
    await bulk.run({
      list: 'team',
      move: 'assign',
      ids: chosenIds,
      fields: { admin_id: to },
      running: w('assigning', { count: chosenIds.length }),
      doneLabel: (count) => w('assigned', { count }),
      nameOf: (id) => team.items.find((user) => user._id === id)?.name,
    });
    done();
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{userTextIn(w('teamOf'), { name: admin.name })}</Title>
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
                message: userTextIn(w('askRemoveFromList', { count: ids.length }), { name: admin.name }),
                onYes: () => remove.mutate({ adminId, ids }, { onSuccess: done }),
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
                  name: admin.name,
                  target: targetName,
                }),
                onYes: () => move.mutate({ from: adminId, to: target, ids }, { onSuccess: done }),
              })
            }
          >
            {w('move')}
          </Button>
          <Button
            variant="light"
            disabled={ids.length === 0 || bulk.running}
            onClick={() => setAssigning(ids)}
          >
            {w('assignSelected')}
          </Button>
          {ids.length === 0 ? (
            <Text size="sm" c="dimmed">
              {w('chooseFirst')}
            </Text>
          ) : null}
        </Group>
      </Paper>
      <BulkProgress bulk={bulk} />
      {assigning ? (
        <BulkAdminDialog
          title={w('assign')}
          question={w('askAssign', { count: assigning.length })}
          onYes={(to) => void assign(assigning, to)}
          onNo={() => setAssigning(null)}
        />
      ) : null}
      <UserPicker list={team} chosen={chosen} onChange={setChosen} />
    </Stack>
  );
}
