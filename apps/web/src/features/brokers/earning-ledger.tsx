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

/** A broker's total earnings, in EGP. */
export function EarningTotal({ amount }: { amount: number }) {
  const w = useBrokerWords();
  return (
    <Text>{userTextIn(w('currentTotal'), { amount: <strong>{formatEgp(amount)}</strong> }, ['amount'])}</Text>
  );
}

/** Entries of a broker's ledger, newest first: when, how much (a correction in red) and why. */
export function EarningEntries({
  entries,
  label,
  rowBorders = true,
}: {
  entries: EarningAddition[];
  label: string;
  rowBorders?: boolean;
}) {
  const { formatDate } = useI18n();
  if (entries.length === 0) return null;
  return (
    <Table aria-label={label} fz="sm" withRowBorders={rowBorders}>
      <Table.Tbody>
        {entries.map((entry) => (
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
  );
}

/** A broker's earnings: the total and every entry of its ledger, newest first (a member's page). */
export function EarningLedger({ userId }: { userId: string }) {
  const w = useBrokerWords();
  const history = useEarningHistory(userId);
  if (history.isPending) return <Loader size="sm" aria-label={w('loadingEntries')} />;
  if (!history.data) return null;
  return (
    <Stack gap="xs">
      <EarningTotal amount={history.data.earnings} />
      <EarningEntries entries={history.data.response} label={w('ledger')} />
    </Stack>
  );
}
