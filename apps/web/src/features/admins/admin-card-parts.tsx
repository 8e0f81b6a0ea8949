import { Anchor, Button, Group } from '@mantine/core';
import { auditLinkOf } from '@simsar/contract/audit';
import type { Admin } from '@simsar/contract/auth';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useDeleteAdmin, useResetTwoFactor } from './api/admin-calls.ts';
import { useAdminWords } from './words.ts';

/** An admin's two screens: assign users to them, and their team. */
export function AdminLinks({ adminId }: { adminId: string }) {
  const w = useAdminWords();
  return (
    <Group gap="xs" grow>
      <Button
        component={Link}
        to={`/assign/${adminId}`}
        variant="light"
        size="xs"
        leftSection={<IconUserPlus size={16} aria-hidden />}
      >
        {w('assignUsers')}
      </Button>
      <Button
        component={Link}
        to={`/team/${adminId}`}
        variant="light"
        size="xs"
        leftSection={<IconUsersGroup size={16} aria-hidden />}
      >
        {w('team')}
      </Button>
    </Group>
  );
}

/** Reset an admin's two-factor sign-in (Yes/No), and the admin's history. */
export function AdminTwoFactorAndHistory({ admin }: { admin: Admin }) {
  const w = useAdminWords();
  const resetTwoFactor = useResetTwoFactor();
  return (
    <Group gap="xs" justify="space-between">
      <Button
        variant="subtle"
        size="xs"
        loading={resetTwoFactor.isPending}
        onClick={() =>
          confirmYesNo({
            title: w('resetTwoFactor'),
            message: userTextIn(w('askResetTwoFactor'), { name: admin.name }),
            onYes: () => resetTwoFactor.mutate(admin._id),
          })
        }
      >
        {w('resetTwoFactor')}
      </Button>
      <Anchor component={Link} to={auditLinkOf('admin', admin._id)} size="sm">
        {w('history')}
      </Anchor>
    </Group>
  );
}

/** Delete an admin (Yes/No, naming how many users they have). */
export function DeleteAdminButton({ admin }: { admin: Admin }) {
  const w = useAdminWords();
  const remove = useDeleteAdmin();
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      loading={remove.isPending}
      onClick={() =>
        confirmYesNo({
          title: w('deleteAdmin'),
          message: userTextIn(w('askDelete', { count: admin.users.length }), { name: admin.name }),
          onYes: () => remove.mutate(admin._id),
        })
      }
    >
      {w('delete')}
    </Button>
  );
}
