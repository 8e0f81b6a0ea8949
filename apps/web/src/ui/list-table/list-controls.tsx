import { Button, Checkbox, Group, Menu, Pagination, SegmentedControl, Select, Text } from '@mantine/core';
import { pageSizes } from '@simsar/contract/lists';
import { IconColumns } from '@tabler/icons-react';
import { useI18n } from '../../i18n/i18n.tsx';
import { usePageNumbers } from '../page-numbers.ts';
import type { ListColumn } from './list-table.tsx';
import type { ListPrefs, ListViewKind } from './use-list-prefs.ts';
import { useListTableWords } from './words.ts';

/**
 * Above a list: how many match ("1,234 clients", said by the list in its own words), the Cards /
 * Table switch, and in the table the Columns menu (docs/decisions/520).
 */
export function ListViewBar<Item>({
  count,
  prefs,
  columns,
}: {
  count: string;
  prefs: ListPrefs;
  columns: ListColumn<Item>[];
}) {
  const w = useListTableWords();
  return (
    <Group justify="space-between" gap="sm">
      <Text fw={600} aria-live="polite">
        {count}
      </Text>
      {prefs.switchable ? (
        <Group gap="sm">
          {prefs.view === 'table' ? <ColumnsMenu prefs={prefs} columns={columns} /> : null}
          <SegmentedControl
            aria-label={w('view')}
            value={prefs.view}
            onChange={(value) => prefs.setView(value as ListViewKind)}
            data={[
              { value: 'cards', label: w('cards') },
              { value: 'table', label: w('table') },
            ]}
          />
        </Group>
      ) : null}
    </Group>
  );
}

function ColumnsMenu<Item>({ prefs, columns }: { prefs: ListPrefs; columns: ListColumn<Item>[] }) {
  const w = useListTableWords();
  const toggle = (key: string) => {
    const next = prefs.columns.includes(key)
      ? prefs.columns.filter((shown) => shown !== key)
      : columns.map((column) => column.key).filter((name) => name === key || prefs.columns.includes(name));
    // At least one column stays.
    if (next.length > 0) prefs.setColumns(next);
  };
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          {w('columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {columns.map((column) => (
          <Menu.Item key={column.key} onClick={() => toggle(column.key)}>
            <Checkbox
              label={column.label}
              checked={prefs.columns.includes(column.key)}
              onChange={() => toggle(column.key)}
              onClick={(event) => event.stopPropagation()}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Below the table: page N of M (Mantine Pagination, in the chosen digits) and the page size. */
export function ListPager({
  page,
  pages,
  size,
  onPage,
  onSize,
}: {
  page: number;
  pages: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const w = useListTableWords();
  const { formatNumber } = useI18n();
  const pageNumbers = usePageNumbers();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {w('pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        getItemProps={pageNumbers}
        aria-label={w('pages')}
        size="sm"
      />
      <Select
        aria-label={w('rowsPerPage')}
        label={w('rowsPerPage')}
        size="xs"
        w={120}
        allowDeselect={false}
        data={pageSizes.map((value) => ({ value: String(value), label: formatNumber(value) }))}
        value={String(size)}
        onChange={(value) => value && onSize(Number(value))}
      />
    </Group>
  );
}
