import { Anchor, Badge } from '@mantine/core';
import type { MemberSort } from '@simsar/contract/member-lists';
import { memberLinkOf } from '@simsar/contract/member-page';
import type { User } from '@simsar/contract/users';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ListColumn } from '../list-table/list-table.tsx';
import { useMemberWords } from './words.ts';

type MemberColumn = ListColumn<User> & { sort?: MemberSort };

/**
 * A member list's table columns, described once (docs/decisions/520): what the card shows, a
 * column each; name and join date sort on the server (contract `memberSorts`).
 */
export function useMemberColumns(): MemberColumn[] {
  const w = useMemberWords();
  const { formatDate } = useI18n();
  return [
    {
      key: 'name',
      label: w('name'),
      sort: 'name',
      cell: (user) => (
        <Anchor
          component={Link}
          to={memberLinkOf(user._id)}
          dir="auto"
          td={user.ban ? 'line-through' : undefined}
        >
          {user.name}
        </Anchor>
      ),
    },
    { key: 'email', label: w('email'), cell: (user) => <bdi dir="ltr">{user.email}</bdi> },
    { key: 'phone', label: w('phone'), cell: (user) => <bdi dir="ltr">{user.phone}</bdi> },
    {
      key: 'joined',
      label: w('joinDate'),
      sort: 'joined',
      cell: (user) => formatDate(user.createdAt, 'day'),
    },
    {
      key: 'admin',
      label: w('admin'),
      cell: (user) => (user.admin_name ? <bdi>{user.admin_name}</bdi> : w('notAssigned')),
    },
    {
      key: 'banned',
      label: w('banned'),
      cell: (user) =>
        user.ban ? (
          <Badge color="red" variant="filled">
            {w('banned')}
          </Badge>
        ) : null,
    },
  ];
}

/** The columns a table shows before the admin chooses. */
export const defaultMemberColumns = ['name', 'phone', 'joined', 'admin', 'banned'];
