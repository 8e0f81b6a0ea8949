import { Group, Table, UnstyledButton } from '@mantine/core';
import type { SortDirection } from '@simsar/contract/lists';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useListTableWords } from './words.ts';

/**
 * One column of a list's table, described once by the list (docs/decisions/520): its key (the
 * Columns menu and the stored choice), its title, its cell, and the server's sort name when the
 * list may be sorted by it.
 */
export type ListColumn<Item> = {
  key: string;
  label: string;
  cell: (item: Item) => ReactNode;
  sort?: string;
};

export type ListSort = { sort: string | undefined; dir: SortDirection | undefined };

function SortHeader({
  label,
  direction,
  onClick,
}: {
  label: string;
  direction: SortDirection | undefined;
  onClick: () => void;
}) {
  const w = useListTableWords();
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={onClick} aria-label={w('sortBy', { column: label })} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * A list as a table (Mantine Table): the chosen columns in the list's own order, sortable headers
 * asking the server (first up, then down), each row's actions last. Right to left in Arabic by the
 * document's direction.
 */
export function ListTable<Item>({
  items,
  columns,
  shown,
  idOf,
  labelOf,
  sort,
  onSort,
  actions,
  actionsLabel,
  current,
  label,
}: {
  items: Item[];
  columns: ListColumn<Item>[];
  shown: string[];
  idOf: (item: Item) => string;
  /** The row's name, read by assistive technology (and by tests) as the row's label. */
  labelOf: (item: Item) => string;
  sort: ListSort;
  onSort: (next: ListSort) => void;
  actions?: (item: Item) => ReactNode;
  actionsLabel?: string;
  /** The row the keys have chosen (the inbox's), marked as selected. */
  current?: Item | undefined;
  /** The table's name, where the screen names it (the inbox's "Waiting items"). */
  label?: string;
}) {
  const visible = columns.filter((column) => shown.includes(column.key));
  const directionOf = (column: ListColumn<Item>) =>
    column.sort !== undefined && column.sort === sort.sort ? (sort.dir ?? 'asc') : undefined;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {visible.map((column) => {
              const direction = directionOf(column);
              const ariaSort =
                direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
              return (
                <Table.Th key={column.key} aria-sort={ariaSort}>
                  {column.sort ? (
                    <SortHeader
                      label={column.label}
                      direction={direction}
                      onClick={() => onSort({ sort: column.sort, dir: direction === 'asc' ? 'desc' : 'asc' })}
                    />
                  ) : (
                    column.label
                  )}
                </Table.Th>
              );
            })}
            {actions ? <Table.Th>{actionsLabel}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={idOf(item)}
              aria-label={labelOf(item)}
              aria-selected={current === undefined ? undefined : item === current}
              bg={current !== undefined && item === current ? 'var(--mantine-color-blue-light)' : undefined}
            >
              {visible.map((column) => (
                <Table.Td key={column.key}>{column.cell(item)}</Table.Td>
              ))}
              {actions ? (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {actions(item)}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
