import { Anchor } from '@mantine/core';
import type { Cil } from '@simsar/contract/cil';
import type { Submission } from '@simsar/contract/deals';
import type { SubmissionQueueSort } from '@simsar/contract/queue-filters';
import { type SubmissionQueue, submissionDetailLinkOf } from '@simsar/contract/queue-links';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ListColumn } from '../../ui/list-table/list-table.tsx';
import { useListTableWords } from '../../ui/list-table/words.ts';
import { formatEgp } from '../../ui/money.ts';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { brokerOf } from './queue-card.tsx';
import { useDealsWords } from './words.ts';

type Item = Submission | Cil;
type QueueColumn = ListColumn<Item> & { sort?: SubmissionQueueSort };

/** The columns a form, deal or CIL tab shows first in its table. */
export const defaultQueueColumns = ['client', 'broker', 'project', 'submitted', 'waited'];

/**
 * A form, deal or CIL tab's table columns, described once (docs/decisions/563): what its card
 * shows, a column each; the client opens the item; the client and the day sent sort on the server
 * (docs/decisions/567).
 */
export function useQueueColumns(kind: SubmissionQueue, todo: boolean): QueueColumn[] {
  const w = useDealsWords();
  const t = useListTableWords();
  const { formatDate } = useI18n();
  return [
    {
      key: 'client',
      label: w('client'),
      sort: 'client',
      cell: (item) => (
        <Anchor component={Link} to={submissionDetailLinkOf(kind, item.status, item._id)} dir="auto">
          {item.client_name}
        </Anchor>
      ),
    },
    { key: 'clientPhone', label: w('clientPhone'), cell: (item) => <bdi dir="ltr">{item.client_phone}</bdi> },
    { key: 'broker', label: w('broker'), cell: (item) => <bdi>{brokerOf(item, w('removedBroker'))}</bdi> },
    {
      key: 'brokerPhone',
      label: w('brokerPhone'),
      cell: (item) => (item.user_id ? <bdi dir="ltr">{item.user_id.phone}</bdi> : null),
    },
    { key: 'project', label: w('project'), cell: (item) => <bdi>{item.project_code}</bdi> },
    { key: 'developer', label: w('developer'), cell: (item) => <bdi>{item.developer}</bdi> },
    ...(kind === 'deal'
      ? [
          {
            key: 'value',
            label: w('value'),
            cell: (item: Item) =>
              'deal_value' in item ? <bdi>{formatEgp(item.final_value ?? item.deal_value)}</bdi> : null,
          },
        ]
      : []),
    {
      key: 'submitted',
      label: w('submitted'),
      sort: 'filed',
      cell: (item) => <bdi>{formatDate(item.createdAt, 'day')}</bdi>,
    },
    { key: 'waited', label: t('waited'), cell: (item) => <ServiceClock item={item} todo={todo} /> },
    {
      key: 'moved',
      label: w('lastMoved'),
      cell: (item) =>
        item.state_changed_at ? <bdi>{formatDate(item.state_changed_at, 'minute')}</bdi> : null,
    },
  ];
}
