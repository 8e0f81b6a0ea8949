import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type Ageing, ageingBuckets, type Claim, receivablesListName } from '@simsar/contract/receivables';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { formatEgp } from '../../ui/money.ts';
import { PageListView } from '../../ui/page-list-view.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { type ClaimAction, useAgeing, useClaimPages } from './api/receivable-calls.ts';
import { ClaimMoveModal } from './claim-move-form.tsx';
import { useReceivableWords } from './receivable-words.ts';

type Named = { name_en: string; name_ar: string };

/**
 * /receivables (docs/decisions/531, super admins): what each developer still owes by age since the
 * deal's acceptance, with totals, and every claim with its moves.
 */
export function ReceivablesScreen() {
  const w = useReceivableWords();
  const ageing = useAgeing();
  const claims = useClaimPages();
  const [acting, setActing] = useState<{ claim: Claim; action: ClaimAction } | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {w('receivables')}
      </Title>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={w('ageing')}>
        <Title order={2} size="h4" mb="sm">
          {w('ageing')}
        </Title>
        {ageing.data ? (
          <AgeingTable ageing={ageing.data} />
        ) : ageing.isError ? (
          <LoadError message={ageing.error?.message} onRetry={() => void ageing.refetch()} />
        ) : null}
      </Card>
      <Title order={2} size="h4">
        {w('claims')}
      </Title>
      <Group justify="space-between" align="flex-start">
        <Box flex={1}>
          <SearchBox
            onSearch={claims.setSearch}
            onBlank={() => claims.setSearch(undefined)}
            placeholder={w('searchPlaceholder')}
            results={claims.search}
          />
        </Box>
        <ExportMenu list={receivablesListName} query={{ search: claims.search }} />
      </Group>
      <PageListView list={claims}>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {claims.items.map((claim) => (
            <ClaimCard key={claim._id} claim={claim} onAct={(action) => setActing({ claim, action })} />
          ))}
        </SimpleGrid>
      </PageListView>
      <ClaimMoveModal
        claim={acting?.claim ?? null}
        action={acting?.action ?? 'invoice'}
        onClose={() => setActing(null)}
      />
    </Stack>
  );
}

function useNameOf() {
  const { language } = useI18n();
  return (named: Named) => (language === 'ar' ? named.name_ar : named.name_en);
}

function AgeingTable({ ageing }: { ageing: Ageing }) {
  const w = useReceivableWords();
  const nameOf = useNameOf();
  if (ageing.developers.length === 0) return <Text c="dimmed">{w('nothingOwed')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{w('developer')}</Table.Th>
            {ageingBuckets.map((bucket) => (
              <Table.Th key={bucket}>{w(bucket)}</Table.Th>
            ))}
            <Table.Th>{w('total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ageing.developers.map((row) => (
            <Table.Tr key={row.developer._id}>
              <Table.Th scope="row" dir="auto">
                {nameOf(row.developer)}
              </Table.Th>
              {ageingBuckets.map((bucket) => (
                <Table.Td key={bucket}>{formatEgp(row[bucket])}</Table.Td>
              ))}
              <Table.Td fw={600}>{formatEgp(row.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{w('totals')}</Table.Th>
            {ageingBuckets.map((bucket) => (
              <Table.Th key={bucket}>{formatEgp(ageing.totals[bucket])}</Table.Th>
            ))}
            <Table.Th>{formatEgp(ageing.totals.total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

const stateColor = { not_invoiced: 'gray', invoiced: 'blue', paid: 'green', written_off: 'red' } as const;

function ClaimCard({ claim, onAct }: { claim: Claim; onAct: (action: ClaimAction) => void }) {
  const w = useReceivableWords();
  const { formatDate } = useI18n();
  const nameOf = useNameOf();
  const developer = nameOf(claim.developer);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={`${developer} · ${claim.client_name}`}
    >
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={3} size="h5" dir="auto">
            {developer}
          </Title>
          <Badge color={stateColor[claim.state]}>{w(`state.${claim.state}`)}</Badge>
        </Group>
        <Text size="sm" dir="auto">
          {w('clientProject', { client: claim.client_name, project: claim.project_code })}
        </Text>
        <Text size="sm">
          {w('expected')}: {formatEgp(claim.expected)}
        </Text>
        {claim.invoice_number && claim.invoiced_on && claim.invoice_amount ? (
          <Text size="sm">
            {/* The invoice's number as typed, a code left to right among Arabic words. */}
            {userTextIn(
              w('invoice', {
                date: formatDate(claim.invoiced_on, 'day'),
                amount: formatEgp(claim.invoice_amount),
              }),
              { number: claim.invoice_number },
              ['number'],
            )}
          </Text>
        ) : null}
        <Text size="sm">
          {w('received')}: {formatEgp(claim.received)}
          {claim.paid_on ? ` · ${w('lastPayment', { date: formatDate(claim.paid_on, 'day') })}` : ''}
        </Text>
        {claim.write_off_reason ? (
          <Text size="sm">{w('writtenOffWhy', { reason: claim.write_off_reason })}</Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {w('age', { count: claim.age_days })}
        </Text>
      </Stack>
      <Group mt="md" gap="xs">
        {claim.state === 'not_invoiced' ? (
          <Button size="xs" variant="light" onClick={() => onAct('invoice')}>
            {w('invoiceAction')}
          </Button>
        ) : null}
        {claim.state === 'invoiced' ? (
          <Button size="xs" variant="light" onClick={() => onAct('payment')}>
            {w('payAction')}
          </Button>
        ) : null}
        {claim.state === 'not_invoiced' || claim.state === 'invoiced' ? (
          <Button size="xs" variant="light" color="red" onClick={() => onAct('writeOff')}>
            {w('writeOffAction')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
