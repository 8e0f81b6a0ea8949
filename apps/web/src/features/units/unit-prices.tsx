import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { translateMessage, useI18n } from '../../i18n/i18n.tsx';
import { useUnitPrices } from './api/price-calls.ts';
import { PriceChanges } from './price-changes.tsx';
import { PriceImportDialog } from './price-import-dialog.tsx';
import { usePriceWords } from './price-words.ts';
import { Block } from './unit-details-parts.tsx';

/**
 * "Prices from {date}" and what changed from the version before (docs/decisions/550); a super admin
 * imports a developer's price sheet from here (docs/decisions/551).
 */
export function UnitPrices({ id, isSuper }: { id: string; isSuper: boolean }) {
  const w = usePriceWords();
  const { formatDate } = useI18n();
  const prices = useUnitPrices(id);
  const [importing, setImporting] = useState(false);
  if (prices.isPending) return null;
  if (prices.isError) {
    return (
      <Alert color="red" variant="light" title={w('pricesNotLoaded')}>
        {translateMessage(prices.error.message)}
      </Alert>
    );
  }
  const { current, previous, changes } = prices.data;
  const title = current
    ? w('pricesFrom', { date: formatDate(current.effective_from, 'day') })
    : w('noPriceList');
  const changesTitle = previous ? w('changesFrom', { date: formatDate(previous.effective_from, 'day') }) : '';
  return (
    <Block title={title}>
      {previous ? (
        <>
          <Title order={4} size="h6" mb="xs">
            {changesTitle}
          </Title>
          <PriceChanges changes={changes} label={changesTitle} />
        </>
      ) : current ? (
        <Text c="dimmed">{w('firstPriceList')}</Text>
      ) : null}
      {isSuper ? (
        <Group mt="md">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconFileSpreadsheet size={14} />}
            onClick={() => setImporting(true)}
          >
            {w('importSheet')}
          </Button>
        </Group>
      ) : null}
      {importing ? <PriceImportDialog unitId={id} onClose={() => setImporting(false)} /> : null}
    </Block>
  );
}
