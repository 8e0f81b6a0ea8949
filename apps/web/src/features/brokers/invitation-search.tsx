import { Stack } from '@mantine/core';
import { userMessages } from '@simsar/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { UserCard, UserCardGrid } from '../../ui/members/user-card.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { findInvitedUsers } from './api/broker-calls.ts';
import { brokerFields } from './broker-fields.tsx';
import { useBrokerWords } from './words.ts';

/** /brokers/invitation (super admin): who joined by an invitation code (docs/decisions/014). */
export function InvitationSearch() {
  const w = useBrokerWords();
  const [searched, setSearched] = useState(false);
  const lookUp = useMutation({ mutationFn: findInvitedUsers });
  const users = lookUp.data ?? [];
  return (
    <Stack gap="lg">
      <SearchBox
        placeholder={w('invitationCode')}
        label={w('searchInvitationCode')}
        busy={lookUp.isPending}
        onBlank={() => {
          setSearched(false);
          lookUp.reset();
        }}
        onSearch={(code) => {
          setSearched(true);
          lookUp.mutate(code);
        }}
      />
      {!searched ? <EmptyState message={userMessages.noInvitationCode} /> : null}
      {searched && lookUp.isSuccess && users.length === 0 ? (
        <EmptyState message={userMessages.notFoundBrokers} />
      ) : null}
      <UserCardGrid>
        {users.map((user) => (
          <UserCard
            key={user._id}
            user={user}
            extra={[
              { label: w('type'), value: w(user.user_type) },
              ...(user.user_type === 'Broker' ? brokerFields(w, user) : []),
            ]}
          />
        ))}
      </UserCardGrid>
    </Stack>
  );
}
