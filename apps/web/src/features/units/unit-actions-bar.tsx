import { Button, Group } from '@mantine/core';
import { auditLinkOf } from '@simsar/contract/audit';
import { unitMessages } from '@simsar/contract/units-messages';
import type { Unit } from '@simsar/contract/units-replies';
import { IconEdit, IconHistory, IconLink, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { translateMessage } from '../../i18n/i18n.tsx';
import { copyText } from '../../ui/clipboard.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useChangeLink, useDeleteUnit } from './api/unit-calls.ts';
import { useUnitsWords } from './words.ts';

/** Update project, Delete and Change link: the super admin's buttons on a project (content-operations §2, §4). */
export function UnitActionsBar({
  unit,
  onEdit,
  onGone,
}: {
  unit: Unit;
  onEdit: () => void;
  onGone: () => void;
}) {
  const w = useUnitsWords();
  const remove = useDeleteUnit();
  const changeLink = useChangeLink();
  return (
    <Group gap="sm">
      <Button leftSection={<IconEdit size={16} />} onClick={onEdit}>
        {w('updateProject')}
      </Button>
      <Button
        component={Link}
        to={auditLinkOf('project', unit._id)}
        variant="default"
        leftSection={<IconHistory size={16} />}
      >
        {w('history')}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        loading={remove.isPending}
        onClick={() =>
          confirmYesNo({
            title: userTextIn(w('deleteAsk'), { name: unit.project_name }),
            message: translateMessage(unitMessages.deleteConfirm),
            onYes: () =>
              remove.mutate(unit._id, {
                onSuccess: onGone,
              }),
          })
        }
      >
        {w('delete')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconLink size={16} />}
        loading={changeLink.isPending}
        onClick={() =>
          changeLink.mutate(unit._id, {
            // The new link is copied; a refusal is only logged (content-operations §8).
            onSuccess: async ({ link }) => {
              await copyText(link);
              onGone();
            },
          })
        }
      >
        {w('changeLink')}
      </Button>
    </Group>
  );
}
