import { MultiSelect, SegmentedControl, Select, Stack } from '@mantine/core';
import type { User, UserType } from '@simsar/contract/users';
import { useQuery } from '@tanstack/react-query';
import { getAudience, notificationKeys } from './api/notification-calls.ts';
import { useNotificationsWords } from './words.ts';

/** Who a notification goes to: the whole type, one admin's team, or members picked by name. */
export type Recipients =
  | { kind: 'all' }
  | { kind: 'team'; adminId: string | null }
  | { kind: 'picked'; ids: string[] };

/** The ids of `audience` (the type's members the admin may see) that `recipients` chooses. */
export function chooseRecipients(audience: User[], recipients: Recipients): string[] {
  const chosen =
    recipients.kind === 'team'
      ? audience.filter((user) => recipients.adminId !== null && user.admin_id === recipients.adminId)
      : recipients.kind === 'picked'
        ? audience.filter((user) => recipients.ids.includes(user._id))
        : audience;
  return chosen.map((user) => user._id);
}

/** The admins who have members in `audience`, once each, by name. */
function teamsOf(audience: User[]) {
  const teams = new Map<string, string>();
  for (const user of audience) {
    if (user.admin_id) teams.set(user.admin_id, user.admin_name ?? user.admin_id);
  }
  return [...teams]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function RecipientChoice({
  type,
  value,
  onChange,
  error,
}: {
  type: UserType;
  value: Recipients;
  onChange: (next: Recipients) => void;
  error: string | null;
}) {
  const w = useNotificationsWords();
  // The members to choose from are only loaded once the admin narrows the audience.
  const audience = useQuery({
    queryKey: notificationKeys.audience(type),
    queryFn: () => getAudience(type),
    enabled: value.kind !== 'all',
  });
  const members = audience.data ?? [];
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={w('recipients')}
        value={value.kind}
        onChange={(kind) =>
          onChange(
            kind === 'team'
              ? { kind, adminId: null }
              : kind === 'picked'
                ? { kind, ids: [] }
                : { kind: 'all' },
          )
        }
        data={[
          { value: 'all', label: w(`all${type}`) },
          { value: 'team', label: w('oneTeam') },
          { value: 'picked', label: w(`picked${type}`) },
        ]}
      />
      {value.kind === 'team' ? (
        <Select
          label={w('admin')}
          placeholder={audience.isPending ? w('loadingAdmins') : w('chooseAdmin')}
          data={teamsOf(members)}
          value={value.adminId}
          onChange={(adminId) => onChange({ kind: 'team', adminId })}
          error={error}
          searchable
        />
      ) : null}
      {value.kind === 'picked' ? (
        <MultiSelect
          label={w(`picked${type}`)}
          placeholder={audience.isPending ? w('loading') : w('searchMembers')}
          data={members.map((user) => ({
            value: user._id,
            label: w('memberChoice', { name: user.name, phone: user.phone }),
          }))}
          value={value.ids}
          onChange={(ids) => onChange({ kind: 'picked', ids })}
          error={error}
          searchable
        />
      ) : null}
    </Stack>
  );
}
