import { Group, Select } from '@mantine/core';
import { type InboxKind, inboxKinds, inboxKindsFor, inboxListName } from '@simsar/contract/inbox';
import { defaultPageSize, pageSizes, type SortDirection, sortDirections } from '@simsar/contract/lists';
import { useSearchParams } from 'react-router';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { useQueueWords } from '../../ui/queue-words.ts';
import { type InboxFilter, useAdminChoices } from './api/inbox-calls.ts';
import { useInboxWords } from './words.ts';

/** The inbox's filter and page, read from the address and written to it (a reload or a link keeps them). */
export function useInboxFilter(isSuper: boolean) {
  const [params, setParams] = useSearchParams();
  const filter: InboxFilter = {
    page: Number(params.get('page') ?? 1) || 1,
    kind: (inboxKinds as readonly string[]).includes(params.get('kind') ?? '')
      ? (params.get('kind') as InboxKind)
      : undefined,
    admin: isSuper ? (params.get('admin') ?? undefined) : undefined,
    size: (pageSizes as readonly number[]).includes(Number(params.get('size')))
      ? Number(params.get('size'))
      : undefined,
    sort: params.get('sort') ?? undefined,
    dir: (sortDirections as readonly string[]).includes(params.get('dir') ?? '')
      ? (params.get('dir') as SortDirection)
      : undefined,
  };
  const setFilter = (next: InboxFilter) => {
    const values: Record<string, string> = {};
    if (next.page > 1) values.page = String(next.page);
    if (next.kind) values.kind = next.kind;
    if (next.admin) values.admin = next.admin;
    if (next.size && next.size !== defaultPageSize) values.size = String(next.size);
    if (next.sort) values.sort = next.sort;
    if (next.sort && next.dir) values.dir = next.dir;
    setParams(values, { replace: true });
  };
  return [filter, setFilter] as const;
}

/** The kind and (for a super admin) the assigned admin to list, each from page 1, and the export. */
export function InboxFilters({
  isSuper,
  filter,
  onChange,
}: {
  isSuper: boolean;
  filter: InboxFilter;
  onChange: (next: InboxFilter) => void;
}) {
  const w = useInboxWords();
  const q = useQueueWords();
  const admins = useAdminChoices(isSuper);
  return (
    <Group align="flex-end">
      <Select
        label={w('kind')}
        placeholder={w('everyKind')}
        clearable
        // The kinds this admin's inbox may hold (reset requests are a super admin's).
        data={inboxKindsFor(isSuper).map((kind) => ({ value: kind, label: q(`words.${kind}`) }))}
        value={filter.kind ?? null}
        onChange={(kind) => onChange({ ...filter, page: 1, kind: (kind as InboxKind | null) ?? undefined })}
      />
      {isSuper ? (
        <Select
          label={w('assignedAdmin')}
          placeholder={w('everyAdmin')}
          clearable
          searchable
          data={(admins.data?.admins ?? []).map((admin) => ({ value: admin._id, label: admin.name }))}
          value={filter.admin ?? null}
          onChange={(admin) => onChange({ ...filter, page: 1, admin: admin ?? undefined })}
        />
      ) : null}
      <ExportMenu
        list={inboxListName}
        query={{ kind: filter.kind, admin: filter.admin, sort: filter.sort, dir: filter.dir }}
      />
    </Group>
  );
}
