import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { unitBilingual } from '@simsar/contract/units-replies';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../i18n/i18n.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ItemLanguageBadges } from '../../ui/missing-languages.tsx';
import { fillGuestUnit, unitKeys, useLookups, useUnit } from './api/unit-calls.ts';
import { UnitActionsBar } from './unit-actions-bar.tsx';
import { UnitAddForm } from './unit-add-form.tsx';
import { UnitDetails, useHalf } from './unit-details.tsx';
import { UnitEdit } from './unit-edit.tsx';
import { UnitPrices } from './unit-prices.tsx';
import { useUnitsWords } from './words.ts';

/** Back one step; when the screen was opened directly, to the projects list. */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/units/view', { replace: true });
  }, [navigate]);
}

/** /unit/{id}: the project read-only; for a super admin also update, delete and change link (content-operations §2). */
export function UnitDetailScreen({ id, isSuper }: { id: string; isSuper: boolean }) {
  const w = useUnitsWords();
  const half = useHalf();
  const unit = useUnit(id);
  const lookups = useLookups();
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const goBack = useGoBack();
  const closeEdit = useCallback(
    (saved: boolean) => {
      setEditing(false);
      if (saved) void queryClient.invalidateQueries({ queryKey: unitKeys.all });
      window.scrollTo({ top: 0 });
    },
    [queryClient],
  );

  if (unit.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={w('loadingProject')} />
      </Center>
    );
  }
  if (unit.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={w('notLoaded')}>
        <Text size="sm">{translateMessage(unit.error.message)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={goBack}>
          {w('back')}
        </Button>
      </Alert>
    );
  }
  const project = unit.data;
  if (project.empty) {
    if (!isSuper || !lookups.data) return <EmptyState message={w('emptyProject')} />;
    return (
      <UnitAddForm
        lookups={lookups.data}
        save={(form, onProgress) => fillGuestUnit(id, form, onProgress)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: unitKeys.all })}
      />
    );
  }
  if (editing && lookups.data) return <UnitEdit unit={project} lookups={lookups.data} onClose={closeEdit} />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} className="mirror-rtl" />}
            onClick={goBack}
            mb={4}
          >
            {w('back')}
          </Button>
          <Title order={2} dir="auto">
            {project.project_name}
          </Title>
          <Text c="dimmed">
            {half(project.dev_name_en, project.dev_name_ar)} ·{' '}
            {half(project.location_en, project.location_ar)}
          </Text>
          <ItemLanguageBadges item={project} pairs={unitBilingual} />
        </div>
        {isSuper ? <UnitActionsBar unit={project} onEdit={() => setEditing(true)} onGone={goBack} /> : null}
      </Group>
      <UnitPrices id={project._id} isSuper={isSuper} />
      <UnitDetails unit={project} />
    </Stack>
  );
}
