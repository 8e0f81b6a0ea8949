import { Badge, Box, Table, Text } from '@mantine/core';
import type { InboxItem } from '@simsar/contract/inbox';
import { useQueueWords } from '../../ui/queue-words.ts';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { useInboxWords } from './words.ts';

/** A kind's badge is never cut ('De…'): a long one wraps inside the badge instead. */
const kindBadgeStyles = {
  root: { overflow: 'visible', maxWidth: 'none', height: 'auto', minHeight: 'var(--badge-height)' },
  label: { overflow: 'visible', whiteSpace: 'normal', lineHeight: 1.4 },
} as const;

/** A long e-mail or name in a narrow column breaks rather than pushing the page sideways. */
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/** The waiting items, the selected one (`current`) marked; a click picks an item. */
export function InboxList({
  items,
  current,
  onPick,
}: {
  items: InboxItem[];
  current: InboxItem | undefined;
  onPick: (index: number, item: InboxItem) => void;
}) {
  const w = useInboxWords();
  const q = useQueueWords();
  return (
    <Table highlightOnHover aria-label={w('waitingItems')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{w('kind')}</Table.Th>
          <Table.Th>{w('filedBy')}</Table.Th>
          <Table.Th>{w('what')}</Table.Th>
          <Table.Th visibleFrom="sm">{w('clock')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => (
          <Table.Tr
            key={`${item.kind}-${item.id}`}
            aria-selected={item === current}
            bg={item === current ? 'var(--mantine-color-blue-light)' : undefined}
            onClick={() => onPick(index, item)}
            style={{ cursor: 'pointer' }}
          >
            <Table.Td>
              {/* Never cut to 'De…' in the narrow first column, in either direction: on a phone
                  a long kind wraps to a second line. */}
              <Badge variant="light" styles={kindBadgeStyles}>
                {q(`words.${item.kind}`)}
              </Badge>
              {/* A phone has no room for the clock's own column (390 px): it goes under the kind. */}
              <Box hiddenFrom="sm" mt={4}>
                <ServiceClock item={item} todo />
              </Box>
            </Table.Td>
            <Table.Td style={breakAnywhere}>
              {item.filed_by ? <bdi>{item.filed_by.name}</bdi> : w('anyone')}
            </Table.Td>
            <Table.Td>
              {/* The summary's own direction, so a cut one ends in '…' on its own end, not at its start. */}
              <Text size="sm" lineClamp={1} dir="auto" style={breakAnywhere}>
                <bdi>{item.summary}</bdi>
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <ServiceClock item={item} todo />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
