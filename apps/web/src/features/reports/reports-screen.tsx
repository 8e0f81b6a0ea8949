import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportGroups, reportRows } from '@simsar/contract/reports';
import { useSearchParams } from 'react-router';
import type { ReportFilters } from './api/reports-calls.ts';
import { ReportChartCard } from './report-chart.tsx';
import { ReportFiltersForm } from './report-filters.tsx';
import { rangeOf, todayInCairo } from './report-range.ts';
import { useReportsWords } from './words.ts';

/** The filters in the address; this month when none is given. */
function filtersOf(params: URLSearchParams): ReportFilters {
  const text = (key: string) => params.get(key) || undefined;
  const month = rangeOf('thisMonth', todayInCairo());
  return {
    from: text('from') ?? month.from,
    to: text('to') ?? month.to,
    admin: text('admin'),
    project: text('project'),
    developer: text('developer'),
  };
}

/** /reports: every chart of the contract's rows, by group, for the filters in the address (docs/decisions/510). */
export function ReportsScreen({ isSuper }: { isSuper: boolean }) {
  const w = useReportsWords();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const go = (next: ReportFilters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search);
  };
  return (
    <Stack gap="lg">
      <Title order={2}>{w('title')}</Title>
      <ReportFiltersForm
        key={new URLSearchParams(params).toString()}
        value={filters}
        isSuper={isSuper}
        onApply={go}
      />
      {reportGroups.map((group) => (
        <Stack key={group} gap="sm">
          <Title order={3}>{w(`group.${group}`)}</Title>
          {group === 'response' && (
            <Text size="sm" c="dimmed">
              {w('note.response')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {reportRows
              .filter((row) => row.group === group)
              .map((row) => (
                <ReportChartCard key={row.chart} row={row} filters={filters} />
              ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
