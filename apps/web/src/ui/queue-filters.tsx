import { Button, Group, Select, TextInput } from '@mantine/core';
import { queueFilterKeys } from '@simsar/contract/queue-filters';
import { useEffect, useState } from 'react';
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

/** The filters a kind's items name as filed (forms, deals and CIL: docs/decisions/562). */
export type NamedFilter = 'project' | 'developer';

/**
 * The filters beside a queue's search: the admin (super admins), filed between two days, overdue or
 * not, and the project or developer where the queue's items name them.
 */
export function QueueFilters({ isSuper, named = [] }: { isSuper: boolean; named?: NamedFilter[] }) {
  const t = useListTableWords();
  const { filter, setFilter, clearFilters } = useQueueFilter();
  const label = { project: t('filterProject'), developer: t('filterDeveloper') };
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
      {named.map((key) => (
        <NamedFilterInput
          key={key}
          label={label[key]}
          placeholder={t('filterContains')}
          value={filter[key] ?? ''}
          onChange={(text) => setFilter(key, text || undefined)}
        />
      ))}
      {Object.values(filter).some(Boolean) ? (
        <Button variant="subtle" onClick={clearFilters}>
          {t('clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}

/** A name filter sent when typed out (Enter or leaving the field), so that each key stroke is no call. */
function NamedFilterInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const send = () => {
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      w={200}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={send}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send();
      }}
    />
  );
}
