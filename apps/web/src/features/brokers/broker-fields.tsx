import type { User } from '@simsar/contract/users';
import type { CardField } from '../../ui/field-list.tsx';
import { formatEgp } from '../../ui/money.ts';
import type { BrokerText } from './words.ts';

/** A broker card's own fields (console-core §3): area is shown as Destination; earnings in EGP. */
export function brokerFields(w: BrokerText, user: User): CardField[] {
  return [
    { label: w('destination'), value: user.area },
    { label: w('workAt'), value: user.work_at },
    { label: w('yearsOfExperience'), value: user.years_experience },
    { label: w('invitationCode'), value: user.my_invitation_code },
    { label: w('invitations'), value: user.number_of_invitaion },
    { label: w('earnings'), value: <bdi dir="ltr">{formatEgp(user.earnings)}</bdi> },
  ];
}
