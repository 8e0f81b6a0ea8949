import { Alert, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { type AuditFilters, queryStringOf, useAdminChoices, useAuditPage } from './api/audit-calls.ts';
import { AuditFiltersForm } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';
import { useAuditWords } from './words.ts';

function filtersOf(params: URLSearchParams): AuditFilters {
  const text = (key: string) => params.get(key) || undefined;
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    admin: text('admin'),
    kind: text('kind'),
    action: text('action'),
    item: text('item'),
    from: text('from'),
    to: text('to'),
  };
}

/** /audit: the super admins' audit log, newest first, 20 a page. */
export function AuditScreen() {
  const w = useAuditWords();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useAuditPage(filters);
  // The filter's admins (one call, shared with it) name an `admin_id` the entries changed.
  const admins = useAdminChoices();
  const adminNames = useMemo(
    () => new Map((admins.data ?? []).map((admin) => [admin._id, admin.name])),
    [admins.data],
  );
  const go = (next: AuditFilters) => setParams(new URLSearchParams(queryStringOf(next)));
  const key = queryStringOf({ ...filters, page: 1 });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{w('title')}</Title>
        <ExportMenu list="audit" query={{ ...filters, page: undefined }} />
      </Group>
      <AuditFiltersForm key={key} value={filters} onApply={go} />
      {log.isError ? (
        <Alert color="red" title={w('loadFailed')}>
          {log.error.message}
        </Alert>
      ) : null}
      {log.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : null}
      {log.data && log.data.items.length === 0 ? <EmptyState /> : null}
      {log.data && log.data.items.length > 0 ? (
        <>
          <Text size="sm" c="dimmed">
            {w('entries', { count: log.data.total })}
          </Text>
          <AuditTable entries={log.data.items} adminNames={adminNames} />
          {log.data.pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={log.data.pages}
                value={Math.min(filters.page, log.data.pages)}
                onChange={(page) => go({ ...filters, page })}
                aria-label={w('pages')}
              />
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
