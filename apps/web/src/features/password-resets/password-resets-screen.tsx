import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { searchPlaceholder } from '@simsar/contract/constants';
import type { ResetRequest } from '@simsar/contract/password-resets';
import { searchText } from '@simsar/contract/search-text';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { translateMessage } from '../../i18n/i18n.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { useResetRequests } from './api/password-reset-calls.ts';
import { ResetRequestCard } from './reset-request-card.tsx';
import { usePasswordResetsWords } from './words.ts';

function matches(request: ResetRequest, text: string): boolean {
  const needle = searchText(text);
  return needle === '' || searchText(request.name).includes(needle) || request.phone.includes(needle);
}

/**
 * Every open request of one phone together, newest first; a done request on its own.
 * Groups keep the list's order (newest first).
 */
function groupByAccount(requests: ResetRequest[]): ResetRequest[][] {
  const groups: ResetRequest[][] = [];
  const openOf = new Map<string, ResetRequest[]>();
  for (const request of requests) {
    const group = request.done ? undefined : openOf.get(request.phone);
    if (group) group.push(request);
    else {
      const created = [request];
      if (!request.done) openOf.set(request.phone, created);
      groups.push(created);
    }
  }
  return groups;
}

/** /forgot_password: the password-reset requests (console-core §2 Password screens). */
export function PasswordResetsScreen() {
  const w = usePasswordResetsWords();
  const requests = useResetRequests();
  const [text, setText] = useState('');
  // The password set on this visit, shown on its card too in case the clipboard refused it.
  const [issued, setIssued] = useState<{ id: string; password: string } | null>(null);

  if (requests.isPending) return <LoadingScreen />;
  if (requests.isError)
    return <LoadError message={requests.error.message} onRetry={() => requests.refetch()} />;
  const found = (requests.data ?? []).filter((request) => matches(request, text));

  return (
    <Stack gap="md">
      <Title order={2}>{w('title')}</Title>
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={translateMessage(searchPlaceholder)}
        aria-label={translateMessage(searchPlaceholder)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
      />
      {found.length === 0 ? <EmptyState /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {groupByAccount(found).map((group) => (
          <ResetRequestCard
            key={group[0]?._id}
            requests={group}
            issued={group.find((request) => request._id === issued?.id) ? issued?.password : undefined}
            onIssued={(password) => setIssued({ id: group[0]?._id ?? '', password })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
