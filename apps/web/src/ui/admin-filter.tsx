import { Select } from '@mantine/core';
import { adminChoicesReplySchema, userPaths } from '@simsar/contract/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Every admin to choose from (GET /api/user/admin_choices): one cached list for ui/'s dialogs and filters. */
export function useAdminChoiceList(enabled = true) {
  return useQuery({
    queryKey: ['admin-choices'],
    queryFn: async () =>
      (await apiRequest(userPaths.adminChoices, { reply: adminChoicesReplySchema })).response,
    staleTime: 60_000,
    enabled,
  });
}

/** A list's "admin" filter (super admins): any admin, searchable, cleared to any (docs/decisions/520). */
export function AdminFilter({
  label,
  anyLabel,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  onChange: (adminId: string | undefined) => void;
}) {
  const admins = useAdminChoiceList();
  return (
    <Select
      label={label}
      placeholder={anyLabel}
      clearable
      searchable
      w={200}
      data={(admins.data ?? []).map((admin) => ({ value: admin._id, label: admin.name }))}
      value={value ?? null}
      onChange={(chosen) => onChange(chosen ?? undefined)}
    />
  );
}
