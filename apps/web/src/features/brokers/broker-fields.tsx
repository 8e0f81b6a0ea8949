import type { User } from '@simsar/contract/users';
import type { CardField } from '../../ui/field-list.tsx';
import { formatEgp } from '../../ui/money.ts';

/** A broker card's own fields (console-core §3): area is shown as Destination; earnings in EGP. */
export function brokerFields(user: User): CardField[] {
  return [
    { label: 'Destination', value: user.area },
    { label: 'Work at', value: user.work_at },
    { label: 'Years of experience', value: user.years_experience },
    { label: 'Invitation code', value: user.my_invitation_code },
    { label: 'Invitations', value: user.number_of_invitaion },
    { label: 'Earnings', value: formatEgp(user.earnings) },
  ];
}
