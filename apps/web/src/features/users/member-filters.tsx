import { Button, Group, Select } from '@mantine/core';
import { AdminFilter } from '../../ui/admin-filter.tsx';
import { DayInput } from '../../ui/day-input.tsx';
import type { ListAddress } from '../../ui/list-table/use-list-address.ts';
import { useListTableWords } from '../../ui/list-table/words.ts';
import type { AcceptedFilterKey } from './use-user-list.ts';
import { useUserWords } from './words.ts';

/**
 * The member list's filters beside its search (docs/decisions/520): the admin (super admins; an
 * ordinary admin's list is their own), banned or not, joined between two days. Each is kept in the
 * address, so the list as filtered is a link; the server applies them, to export and select-all too.
 */
export function MemberFilters({
  address,
  isSuper,
}: {
  address: ListAddress<AcceptedFilterKey>;
  isSuper: boolean;
}) {
  const w = useUserWords();
  const t = useListTableWords();
  const { filter, setFilter } = address;
  const any = Object.values(filter).some(Boolean);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {isSuper ? (
        <AdminFilter
          label={w('filterAdmin')}
          anyLabel={t('any')}
          value={filter.admin_id}
          onChange={(adminId) => setFilter('admin_id', adminId)}
        />
      ) : null}
      <Select
        label={w('filterBanned')}
        placeholder={t('any')}
        clearable
        w={150}
        data={[
          { value: 'yes', label: w('bannedYes') },
          { value: 'no', label: w('bannedNo') },
        ]}
        value={filter.banned ?? null}
        onChange={(value) => setFilter('banned', value ?? undefined)}
      />
      <DayInput
        label={w('joinedFrom')}
        value={filter.joined_from ?? ''}
        onChange={(day) => setFilter('joined_from', day || undefined)}
      />
      <DayInput
        label={w('joinedTo')}
        value={filter.joined_to ?? ''}
        onChange={(day) => setFilter('joined_to', day || undefined)}
      />
      {any ? (
        <Button variant="subtle" onClick={address.clearFilters}>
          {t('clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
