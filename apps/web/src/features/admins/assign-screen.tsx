import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useAddToList, useAdmins, useUnassignedPages } from './api/admin-calls.ts';
import { UserPicker } from './user-picker.tsx';
import { useAdminWords } from './words.ts';

/** /assign/{id}: the users no admin has; the chosen ones are added to this admin. */
export function AssignScreen({ adminId }: { adminId: string }) {
  const w = useAdminWords();
  const admins = useAdmins();
  const unassigned = useUnassignedPages();
  const add = useAddToList();
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  if (admins.isPending) return <LoadingScreen />;
  const admin = admins.data?.find((item) => item._id === adminId);
  if (!admin) return <EmptyState message={w('notFound')} />;
  const ids = [...chosen];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{userTextIn(w('assignUsersTo'), { name: admin.name })}</Title>
        <Button
          component={Link}
          to="/admins/view"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden className="mirror-rtl" />}
        >
          {w('view')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group gap="md">
          <Button
            disabled={ids.length === 0}
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { adminId, ids },
                {
                  onSuccess: () => setChosen(new Set()),
                  // Someone took one of them meanwhile: the list is fetched again, choose again.
                  onError: () => setChosen(new Set()),
                },
              )
            }
          >
            {/* One piece of text: the button's label is a flex box, which would drop the space before the name. */}
            <span>{userTextIn(w('addTo'), { name: admin.name })}</span>
          </Button>
          <Text size="sm" c="dimmed">
            {w('withoutAdmin')}
          </Text>
        </Group>
      </Paper>
      <UserPicker list={unassigned} chosen={chosen} onChange={setChosen} />
    </Stack>
  );
}
