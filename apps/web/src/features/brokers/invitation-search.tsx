import { Stack } from '@mantine/core';
import { userMessages } from '@simsar/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { UserCard, UserCardGrid } from '../../ui/user-card.tsx';
import { findInvitedUsers } from './api/broker-calls.ts';
import { brokerFields } from './broker-fields.tsx';

/** /brokers/invitation (super admin): who joined by an invitation code (docs/decisions/014). */
export function InvitationSearch() {
  const [searched, setSearched] = useState(false);
  const lookUp = useMutation({ mutationFn: findInvitedUsers });
  const users = lookUp.data ?? [];
  return (
    <Stack gap="lg">
      <SearchBox
        placeholder="Invitation code"
        label="Search invitation code"
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
              { label: 'Type', value: user.user_type },
              ...(user.user_type === 'Broker' ? brokerFields(user) : []),
            ]}
          />
        ))}
      </UserCardGrid>
    </Stack>
  );
}
