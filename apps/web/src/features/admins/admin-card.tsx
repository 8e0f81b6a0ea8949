import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { auditLinkOf } from '@simsar/contract/audit';
import type { Admin } from '@simsar/contract/auth';
import { IconLock, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { countOf } from '../../ui/count.ts';
import { FieldList } from '../../ui/field-list.tsx';
import { withUserText } from '../../ui/user-text.tsx';
import { AdminPasswordForm } from './admin-password-form.tsx';
import { useDeleteAdmin, useResetTwoFactor } from './api/admin-calls.ts';

/** One admin: name, email, admin_code, the count of their users, links, password change, delete. */
export function AdminCard({ admin, isSelf }: { admin: Admin; isSelf: boolean }) {
  const remove = useDeleteAdmin();
  const resetTwoFactor = useResetTwoFactor();
  // Closed until asked for: a form open on every card invites typing into the wrong one.
  const [passwordOpen, setPasswordOpen] = useState(false);
  const fields = [
    { label: 'Email', value: admin.email },
    { label: 'Admin code', value: admin.admin_code },
    { label: 'Users', value: String(admin.users.length) },
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
              Super admin
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
            Assign users
          </Button>
          <Button
            component={Link}
            to={`/team/${admin._id}`}
            variant="light"
            size="xs"
            leftSection={<IconUsersGroup size={16} aria-hidden />}
          >
            Team
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
            Change password
          </Button>
        )}
        <Group gap="xs" justify="space-between">
          <Button
            variant="subtle"
            size="xs"
            loading={resetTwoFactor.isPending}
            onClick={() =>
              confirmYesNo({
                title: 'Reset two-factor',
                message: withUserText`Reset the second factor of ${admin.name}? They sign in with the password alone until they turn it on again.`,
                onYes: () => resetTwoFactor.mutate(admin._id),
              })
            }
          >
            Reset two-factor
          </Button>
          <Anchor component={Link} to={auditLinkOf('admin', admin._id)} size="sm">
            History
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
                title: 'Delete admin',
                message: withUserText`Delete ${admin.name}? Their ${countOf(admin.users.length, 'user')} go to other admins by the assignment rule, or become unassigned where it is off.`,
                onYes: () => remove.mutate(admin._id),
              })
            }
          >
            Delete
          </Button>
        )}
      </Stack>
    </Card>
  );
}
