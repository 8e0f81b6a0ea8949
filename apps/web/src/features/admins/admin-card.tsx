import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { auditLinkOf } from '@simsar/contract/audit';
import type { Admin } from '@simsar/contract/auth';
import { IconLock, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { FieldList } from '../../ui/field-list.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { AdminPasswordForm } from './admin-password-form.tsx';
import { useDeleteAdmin, useResetTwoFactor } from './api/admin-calls.ts';
import { useAdminWords } from './words.ts';

/** One admin: name, email, admin_code, the count of their users, links, password change, delete. */
export function AdminCard({ admin, isSelf }: { admin: Admin; isSelf: boolean }) {
  const w = useAdminWords();
  const remove = useDeleteAdmin();
  const resetTwoFactor = useResetTwoFactor();
  // Closed until asked for: a form open on every card invites typing into the wrong one.
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { formatNumber } = useI18n();
  const fields = [
    { label: w('email'), value: <bdi dir="ltr">{admin.email}</bdi> },
    { label: w('adminCode'), value: admin.admin_code },
    { label: w('users'), value: String(admin.users.length) },
    // What the assignment rule weighs (docs/decisions/313); a super admin is never picked.
    ...(admin.share
      ? [
          { label: w('openItems'), value: formatNumber(admin.share.open_items) },
          { label: w('activeMembers'), value: formatNumber(admin.share.active_members) },
        ]
      : []),
  ];
  return (
    <Card component="article" aria-label={admin.name} withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="lg" dir="auto">
            {admin.name}
          </Text>
          {admin.super_admin ? (
            <Badge variant="light" color="grape">
              {w('superAdmin')}
            </Badge>
          ) : null}
        </Group>
        <FieldList fields={fields} />
        <Group gap="xs" grow>
          <Button
            component={Link}
            to={`/assign/${admin._id}`}
            variant="light"
            size="xs"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {w('assignUsers')}
          </Button>
          <Button
            component={Link}
            to={`/team/${admin._id}`}
            variant="light"
            size="xs"
            leftSection={<IconUsersGroup size={16} aria-hidden />}
          >
            {w('team')}
          </Button>
        </Group>
        {passwordOpen ? (
          <AdminPasswordForm admin={admin} onClose={() => setPasswordOpen(false)} />
        ) : (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconLock size={16} aria-hidden />}
            onClick={() => setPasswordOpen(true)}
          >
            {w('changePassword')}
          </Button>
        )}
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
        {isSelf ? null : (
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
        )}
      </Stack>
    </Card>
  );
}
