import { MultiSelect, SegmentedControl, Select, Stack } from '@mantine/core';
import type { User, UserType } from '@simsar/contract/users';
import { useQuery } from '@tanstack/react-query';
import { getAudience, notificationKeys, pluralOf } from './api/notification-calls.ts';

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
  // The members to choose from are only loaded once the admin narrows the audience.
  const audience = useQuery({
    queryKey: notificationKeys.audience(type),
    queryFn: () => getAudience(type),
    enabled: value.kind !== 'all',
  });
  const members = audience.data ?? [];
  const plural = pluralOf[type];
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Recipients"
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
          { value: 'all', label: `All ${plural}` },
          { value: 'team', label: 'One admin’s team' },
          { value: 'picked', label: `Picked ${plural}` },
        ]}
      />
      {value.kind === 'team' ? (
        <Select
          label="Admin"
          placeholder={audience.isPending ? 'Loading admins…' : 'Choose an admin'}
          data={teamsOf(members)}
          value={value.adminId}
          onChange={(adminId) => onChange({ kind: 'team', adminId })}
          error={error}
          searchable
        />
      ) : null}
      {value.kind === 'picked' ? (
        <MultiSelect
          label={`Picked ${plural}`}
          placeholder={audience.isPending ? 'Loading…' : 'Search by name or phone'}
          data={members.map((user) => ({ value: user._id, label: `${user.name} (${user.phone})` }))}
          value={value.ids}
          onChange={(ids) => onChange({ kind: 'picked', ids })}
          error={error}
          searchable
        />
      ) : null}
    </Stack>
  );
}
