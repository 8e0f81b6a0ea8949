import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { unitMessages } from '@simsar/contract/units-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showSuccessToast } from '../../ui/toasts.tsx';
import { createUnit, sendFileAhead, unitKeys, useLookups } from './api/unit-calls.ts';
import { UnitAddForm } from './unit-add-form.tsx';
import { UnitsList } from './units-list.tsx';
import { useUnitsWords } from './words.ts';

export type UnitsPage = 'add' | 'view';

/**
 * /units/add and /units/view (content-operations §2): tabs "Add project" (super admins) and "Projects"; switching
 * replaces the route. An ordinary admin asking for add gets the list.
 */
export function UnitsScreen({ page, isSuper }: { page: UnitsPage; isSuper: boolean }) {
  const navigate = useNavigate();
  const w = useUnitsWords();
  const current = isSuper ? page : 'view';
  return (
    <Stack gap={0}>
      <Title order={2} mb="md">
        {w('projects')}
      </Title>
      <Tabs value={current} onChange={(value) => value && navigate(`/units/${value}`, { replace: true })}>
        <Tabs.List mb="lg">
          {isSuper ? <Tabs.Tab value="add">{w('addProject')}</Tabs.Tab> : null}
          <Tabs.Tab value="view">{w('projects')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {current === 'add' ? <AddProjectTab /> : <UnitsList />}
    </Stack>
  );
}

function AddProjectTab() {
  const lookups = useLookups();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const w = useUnitsWords();
  if (!lookups.data) {
    return (
      <Center py="xl">
        <Loader aria-label={w('loadingForm')} />
      </Center>
    );
  }
  return (
    <UnitAddForm
      lookups={lookups.data}
      save={createUnit}
      sendAhead={sendFileAhead}
      onSaved={(unit) => {
        void queryClient.invalidateQueries({ queryKey: unitKeys.all });
        showSuccessToast(unitMessages.unitCreated);
        navigate(`/unit/${unit._id}`);
      }}
    />
  );
}
