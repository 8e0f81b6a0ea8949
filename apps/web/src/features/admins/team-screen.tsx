import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BulkProgress } from '../../ui/bulk/bulk-progress.tsx';
import { useBulkMove } from '../../ui/bulk/bulk-run.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { BulkAdminDialog } from '../../ui/members/bulk-dialogs.tsx';
import { adminKeys, useAdmins, useTeamPages } from './api/admin-calls.ts';
import { TeamHeader, TeamMoves } from './team-moves.tsx';
import { UserPicker } from './user-picker.tsx';
import { useAdminWords } from './words.ts';

/**
 * /team/{id}: that admin's users; remove chosen ones from the list or move them to another admin,
 * or assign them one by one with the run's progress and failures (the bulk assign, docs/decisions/284).
 */
export function TeamScreen({ adminId }: { adminId: string }) {
  const w = useAdminWords();
  const admins = useAdmins();
  const team = useTeamPages(adminId);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [assigning, setAssigning] = useState<string[] | null>(null);
  const bulk = useBulkMove();
  const queryClient = useQueryClient();

  if (admins.isPending) return <LoadingScreen />;
  const admin = admins.data?.find((item) => item._id === adminId);
  if (!admin) return <EmptyState message={w('notFound')} />;
  const others = (admins.data ?? []).filter((item) => item._id !== adminId);
  const ids = [...chosen];
  const done = () => setChosen(new Set());
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
      <TeamHeader adminId={adminId} name={admin.name} />
      <TeamMoves
        adminId={adminId}
        adminName={admin.name}
        others={others}
        ids={ids}
        running={bulk.running}
        onDone={done}
        onAssign={setAssigning}
      />
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
