import { Anchor, Text } from '@mantine/core';
import { memberLinkOf } from '@simsar/contract/member-page';
import type { QueueSort } from '@simsar/contract/queue-filters';
import type { RequestCard } from '@simsar/contract/requests-schemas';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ListColumn } from '../../ui/list-table/list-table.tsx';
import { useListTableWords } from '../../ui/list-table/words.ts';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { useRequestsWords } from './words.ts';

type RequestColumn = ListColumn<RequestCard> & { sort?: QueueSort };

/** The columns a request tab shows first in its table. */
export const defaultRequestColumns = ['member', 'phone', 'message', 'filed', 'waited'];

/** Who filed a request: its member, or the name a franchise applicant gave. */
export const requesterOf = (item: RequestCard, fallback: string) =>
  item.user_id?.name ?? item.name ?? fallback;

/**
 * A request tab's table columns, described once (docs/decisions/563): the fields every queue's card
 * has, a column each; the member opens their page, and the day filed sorts on the server.
 */
export function useRequestColumns(todo: boolean): RequestColumn[] {
  const w = useRequestsWords();
  const t = useListTableWords();
  const { formatDate } = useI18n();
  return [
    {
      key: 'member',
      label: w('member'),
      cell: (item) =>
        item.user_id ? (
          <Anchor component={Link} to={memberLinkOf(item.user_id._id)} dir="auto">
            {item.user_id.name}
          </Anchor>
        ) : (
          <bdi>{requesterOf(item, w('request'))}</bdi>
        ),
    },
    {
      key: 'phone',
      label: w('phone'),
      cell: (item) => {
        const phone = item.phone ?? item.user_id?.phone;
        return phone ? <bdi dir="ltr">{phone}</bdi> : null;
      },
    },
    {
      key: 'email',
      label: w('email'),
      cell: (item) => (item.user_id ? <bdi>{item.user_id.email}</bdi> : null),
    },
    {
      key: 'message',
      label: w('message'),
      cell: (item) => (
        <Text size="sm" lineClamp={2} dir="auto" maw={320} style={{ overflowWrap: 'anywhere' }}>
          {item.message ?? item.description ?? ''}
        </Text>
      ),
    },
    { key: 'project', label: w('project'), cell: (item) => <bdi>{item.unit_id?.project_name}</bdi> },
    {
      key: 'filed',
      label: w('filed'),
      sort: 'filed',
      cell: (item) => <bdi>{formatDate(item.createdAt, 'minute')}</bdi>,
    },
    { key: 'waited', label: t('waited'), cell: (item) => <ServiceClock item={item} todo={todo} /> },
  ];
}
