import { Button, Group, Select } from '@mantine/core';
import { queueFilterKeys } from '@simsar/contract/queue-filters';
import { AdminFilter } from './admin-filter.tsx';
import { DayInput } from './day-input.tsx';
import { useListAddress } from './list-table/use-list-address.ts';
import { useListTableWords } from './list-table/words.ts';

/**
 * A queue tab's filters as the address holds them (`?admin_id=&filed_from=&filed_to=&overdue=`,
 * docs/decisions/520, 561): read by the tab's list call, its export and "select all that match".
 */
export function useQueueFilter() {
  const address = useListAddress(queueFilterKeys);
  return {
    filter: address.filter,
    /** The filter's values set, for a query key and a call's query. */
    sent: Object.fromEntries(Object.entries(address.filter).filter(([, value]) => value)) as Record<
      string,
      string
    >,
    setFilter: address.setFilter,
    clearFilters: address.clearFilters,
  };
}

/** The filters beside a queue's search: the admin (super admins), filed between two days, overdue or not. */
export function QueueFilters({ isSuper }: { isSuper: boolean }) {
  const t = useListTableWords();
  const { filter, setFilter, clearFilters } = useQueueFilter();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {isSuper ? (
        <AdminFilter
          label={t('admin')}
          anyLabel={t('any')}
          value={filter.admin_id}
          onChange={(adminId) => setFilter('admin_id', adminId)}
        />
      ) : null}
      <DayInput
        label={t('filedFrom')}
        value={filter.filed_from ?? ''}
        onChange={(day) => setFilter('filed_from', day || undefined)}
      />
      <DayInput
        label={t('filedTo')}
        value={filter.filed_to ?? ''}
        onChange={(day) => setFilter('filed_to', day || undefined)}
      />
      <Select
        label={t('overdue')}
        placeholder={t('any')}
        clearable
        w={170}
        data={[
          { value: 'yes', label: t('overdueYes') },
          { value: 'no', label: t('overdueNo') },
        ]}
        value={filter.overdue ?? null}
        onChange={(value) => setFilter('overdue', value ?? undefined)}
      />
      {Object.values(filter).some(Boolean) ? (
        <Button variant="subtle" onClick={clearFilters}>
          {t('clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
