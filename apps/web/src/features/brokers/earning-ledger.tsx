import { Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import type { EarningAddition } from '@simsar/contract/users';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { formatEgp } from '../../ui/money.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useEarningHistory } from './api/broker-calls.ts';
import { useBrokerWords } from './words.ts';

/** Why an entry is there: the form or deal whose commission it is (a link to it), or the reason typed. */
export function EntryWhy({ entry }: { entry: EarningAddition }) {
  const w = useBrokerWords();
  if (entry.source) {
    const form = entry.source.kind === 'form';
    const link = (
      <Anchor component={Link} to={entry.source.link}>
        {w(form ? 'openForm' : 'openDeal')}
      </Anchor>
    );
    return userTextIn(w(form ? 'formCommission' : 'dealCommission'), { link });
  }
  return <span dir="auto">{entry.reason ?? ''}</span>;
}

/** A broker's earnings: the total and every entry of its ledger, newest first (a member's page). */
export function EarningLedger({ userId }: { userId: string }) {
  const w = useBrokerWords();
  const { formatDate } = useI18n();
  const history = useEarningHistory(userId);
  if (history.isPending) return <Loader size="sm" aria-label={w('loadingEntries')} />;
  if (!history.data) return null;
  const { earnings, response } = history.data;
  return (
    <Stack gap="xs">
      <Text>
        {userTextIn(w('currentTotal'), { amount: <strong>{formatEgp(earnings)}</strong> }, ['amount'])}
      </Text>
      {response.length > 0 ? (
        <Table aria-label={w('ledger')} fz="sm">
          <Table.Tbody>
            {response.map((entry) => (
              <Table.Tr key={`${entry.createdAt}-${entry.amount}`}>
                <Table.Td>{formatDate(entry.createdAt, 'minute')}</Table.Td>
                <Table.Td c={entry.amount < 0 ? 'red' : undefined}>
                  <bdi dir="ltr">{formatEgp(entry.amount)}</bdi>
                </Table.Td>
                <Table.Td>
                  <EntryWhy entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
