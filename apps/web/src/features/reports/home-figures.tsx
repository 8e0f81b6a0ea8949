import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { inDigits } from '../../i18n/i18n.tsx';
import { formatEgp } from '../../ui/money.ts';
import { type ReportFilters, reportQueryOf, useReport } from './api/reports-calls.ts';
import { rangeOf, todayInCairo } from './report-range.ts';
import { useReportsWords } from './words.ts';

/** One figure: its name, its value, and the report it comes from. */
function Figure({ label, value, filters }: { label: string; value: string; filters: ReportFilters }) {
  return (
    <Paper withBorder p="sm" miw={220}>
      <Anchor component={Link} to={`/reports${reportQueryOf(filters)}`} underline="never" c="inherit">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="lg">
          {value}
        </Text>
      </Anchor>
    </Paper>
  );
}

/**
 * The General tab's three figures from the reports (decision 510), each opening its report: the
 * deals accepted this month with their value, this month's expected commission, and the share of
 * today's items moved within their queue's target, as this admin may see them.
 */
export function HomeFigures() {
  const w = useReportsWords();
  const today = todayInCairo();
  const month = rangeOf('thisMonth', today);
  const day = { from: today, to: today };
  const pipeline = useReport('pipeline', month).data?.rows[0];
  const commission = useReport('commission', month).data?.rows[0];
  const response = useReport('response_queues', day).data?.rows ?? [];
  const sum = (key: string) => response.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  const decided = sum('decided');
  const share = decided === 0 ? w('none') : inDigits(`${Math.round((sum('in_target') / decided) * 100)}%`);
  const dealCount = inDigits(String(pipeline?.deals ?? 0));
  return (
    <Group gap="sm">
      <Figure
        label={w('dealsThisMonth')}
        value={pipeline ? `${dealCount} · ${formatEgp(String(pipeline.deal_value))}` : w('none')}
        filters={month}
      />
      <Figure
        label={w('commissionThisMonth')}
        value={commission ? formatEgp(String(commission.expected)) : w('none')}
        filters={month}
      />
      <Figure label={w('withinTargetToday')} value={share} filters={day} />
    </Group>
  );
}
