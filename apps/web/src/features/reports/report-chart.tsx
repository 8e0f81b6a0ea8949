import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Button, Card, Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { ReportColumn, ReportRow } from '@simsar/contract/reports';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Label } from 'recharts';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ReportFilters, reportXlsxUrl, useReport } from './api/reports-calls.ts';
import { axisText, cellText } from './report-cells.ts';
import { useReportsWords } from './words.ts';

const colors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6'];

/** Which axis a column's bars stand on: counts and hours left, money and shares right when they mix. */
function axisOf(column: ReportColumn, columns: readonly ReportColumn[]): 'left' | 'right' {
  const kinds = new Set(
    columns.filter((one) => one.kind !== 'label' && one.kind !== 'text').map((one) => one.kind),
  );
  if (kinds.size === 1) return 'left';
  return column.kind === 'money' || column.kind === 'share' ? 'right' : 'left';
}

/** An axis title beside its axis, turned to read along it. */
const axisLabel = (side: 'left' | 'right') =>
  ({
    position: side === 'left' ? 'insideLeft' : 'insideRight',
    angle: side === 'left' ? -90 : 90,
    textAnchor: 'middle',
    fontSize: 12,
    offset: -5,
    fill: 'currentColor',
  }) as const;

/**
 * One chart of the contract's row: its bars (drawn by @mantine/charts on Recharts), a "Table"
 * switch showing exactly its rows, and the same rows as XLSX.
 */
export function ReportChartCard({ row, filters }: { row: ReportRow; filters: ReportFilters }) {
  const w = useReportsWords();
  const { language } = useI18n();
  const [asTable, setAsTable] = useState(false);
  const report = useReport(row.chart, filters);
  const columns = row.columns as readonly ReportColumn[];
  const label = columns[0] as ReportColumn;
  const measured = columns.filter(
    (column) => column.kind !== 'label' && column.kind !== 'text' && column.drawn !== false,
  );
  const rightKind = measured.find((column) => axisOf(column, columns) === 'right')?.kind;
  const leftKind = measured.find((column) => axisOf(column, columns) === 'left')?.kind ?? 'count';
  const rows = report.data?.rows ?? [];
  const rtl = language === 'ar';
  // The bars read numbers; the table and the file keep the exact money strings.
  const data = rows.map((one) =>
    Object.fromEntries(
      columns.map((column) => {
        const cell = one[column.key];
        return [
          column.key,
          column.kind === 'label' || column.kind === 'text'
            ? cellText(column, cell, language, '')
            : Number(cell ?? 0),
        ];
      }),
    ),
  );
  const unitOf = (kind: ReportColumn['kind']) =>
    kind === 'money' ? w('egp') : kind === 'hours' ? w('hours') : kind === 'share' ? w('share') : w('count');
  return (
    <Card withBorder padding="md" data-chart={row.chart}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {row[language]}
          </Title>
          {report.isFetching ? <Loader size="xs" /> : null}
        </Group>
        {report.isError ? (
          <Alert color="red" title={w('loadFailed')}>
            {report.error.message}
          </Alert>
        ) : null}
        {report.data && rows.length === 0 ? <Text c="dimmed">{w('nothing')}</Text> : null}
        {rows.length > 0 ? (
          <BarChart
            h={280}
            data={data}
            dataKey={label.key}
            withLegend
            series={measured.map((column, index) => ({
              name: column.key,
              label: column[language],
              color: colors[index % colors.length],
              ...(axisOf(column, columns) === 'right' && { yAxisId: 'right' }),
            }))}
            valueFormatter={(value) => axisText(leftKind, value)}
            withRightYAxis={rightKind !== undefined}
            xAxisLabel={label[language]}
            xAxisProps={{ reversed: rtl }}
            // Right to left, the first axis stands on the right and the second on the left, each
            // with its label on its own outer side.
            yAxisProps={{
              orientation: rtl ? 'right' : 'left',
              children: <Label {...axisLabel(rtl ? 'right' : 'left')}>{unitOf(leftKind)}</Label>,
            }}
            rightYAxisProps={{
              orientation: rtl ? 'left' : 'right',
              tickFormatter: (value: number) => axisText(rightKind ?? 'count', value),
              ...(rightKind && {
                children: <Label {...axisLabel(rtl ? 'left' : 'right')}>{unitOf(rightKind)}</Label>,
              }),
            }}
          />
        ) : null}
        <Group justify="space-between">
          <Switch
            label={w('table')}
            checked={asTable}
            onChange={(event) => setAsTable(event.currentTarget.checked)}
          />
          <Button
            component="a"
            href={reportXlsxUrl(row.chart, filters)}
            download
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
          >
            {w('download')}
          </Button>
        </Group>
        {asTable ? (
          <Table.ScrollContainer minWidth={400}>
            <Table striped withTableBorder aria-label={row[language]}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key}>{column[language]}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((one, index) => (
                  // Rows have no id of their own: their place is their key (a month, a name).
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the reply's, in its order.
                  <Table.Tr key={index}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>
                        {cellText(column, one[column.key], language, w('none'))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}
