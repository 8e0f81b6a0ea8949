import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Admin } from '@simsar/contract/auth';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { FieldList } from '../../ui/field-list.tsx';
import { AdminLinks, AdminTwoFactorAndHistory, DeleteAdminButton } from './admin-card-parts.tsx';
import { AdminPasswordForm } from './admin-password-form.tsx';
import { LeaveControl } from './leave-control.tsx';
import { useAdminWords } from './words.ts';

/** One admin: name, email, admin_code, the count of their users, links, password change, delete. */
export function AdminCard({ admin, isSelf }: { admin: Admin; isSelf: boolean }) {
  const w = useAdminWords();
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
        <AdminLinks adminId={admin._id} />
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
        {admin.super_admin ? null : <LeaveControl admin={admin} />}
        <AdminTwoFactorAndHistory admin={admin} />
        {isSelf ? null : <DeleteAdminButton admin={admin} />}
      </Stack>
    </Card>
  );
}
