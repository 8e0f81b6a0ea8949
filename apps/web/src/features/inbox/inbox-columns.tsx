import { Anchor, Badge } from '@mantine/core';
import type { InboxItem } from '@simsar/contract/inbox';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ListColumn } from '../../ui/list-table/list-table.tsx';
import { useListTableWords } from '../../ui/list-table/words.ts';
import { useQueueWords } from '../../ui/queue-words.ts';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { useInboxWords } from './words.ts';

/** The columns the inbox's table shows first. */
export const defaultInboxColumns = ['kind', 'filedBy', 'what', 'filed', 'clock'];

/** Who filed an item, or the inbox's word for anyone (a franchise applicant, a reset request). */
export const filerOf = (item: InboxItem, anyone: string) => item.filed_by?.name ?? anyone;

/**
 * The inbox's table columns, described once (docs/decisions/563): the kind, who filed it, what it
 * is (opening it beside the table, as Enter does), when filed, its clock and the filer's phone.
 * When filed is its one sort, oldest first or newest first, as a queue tab's.
 */
export function useInboxColumns(onOpen: (item: InboxItem) => void): ListColumn<InboxItem>[] {
  const w = useInboxWords();
  const t = useListTableWords();
  const q = useQueueWords();
  const { formatDate } = useI18n();
  return [
    {
      key: 'kind',
      label: w('kind'),
      cell: (item) => <Badge variant="light">{q(`words.${item.kind}`)}</Badge>,
    },
    { key: 'filedBy', label: w('filedBy'), cell: (item) => <bdi>{filerOf(item, w('anyone'))}</bdi> },
    {
      key: 'phone',
      label: w('phone'),
      cell: (item) => (item.filed_by ? <bdi dir="ltr">{item.filed_by.phone}</bdi> : null),
    },
    {
      key: 'what',
      label: w('what'),
      cell: (item) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="start"
          lineClamp={2}
          dir="auto"
          onClick={() => onOpen(item)}
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.summary}
        </Anchor>
      ),
    },
    {
      key: 'filed',
      label: t('filedShort'),
      sort: 'filed',
      cell: (item) => <bdi>{formatDate(item.filed_at, 'minute')}</bdi>,
    },
    { key: 'clock', label: w('clock'), cell: (item) => <ServiceClock item={item} todo /> },
  ];
}
