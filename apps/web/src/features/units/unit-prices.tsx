import { Alert, List, Text } from '@mantine/core';
import type { PriceChange } from '@simsar/contract/unit-prices';
import { IconArrowRight } from '@tabler/icons-react';
import { translateMessage, useI18n } from '../../i18n/i18n.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useUnitPrices } from './api/price-calls.ts';
import { usePriceWords } from './price-words.ts';
import { useHalf } from './unit-details.tsx';
import { Block, egp, figure } from './unit-details-parts.tsx';

const oldAndNew = (change: PriceChange, none: string) => {
  const show = (value: number | null) => {
    if (value === null) return none;
    if (change.field === 'price') return egp(value);
    if (change.field === 'area') return figure(`${value} m²`);
    if (change.field === 'down_payment') return figure(`${value}%`);
    return figure(String(value));
  };
  return { old: show(change.old), new: show(change.new) };
};

/**
 * "Prices from {date}" and what changed from the version before, old -> new (docs/decisions/550).
 * The arrow turns with the page, so old comes first in either language.
 */
export function UnitPrices({ id }: { id: string }) {
  const w = usePriceWords();
  const half = useHalf();
  const { formatDate } = useI18n();
  const prices = useUnitPrices(id);
  if (prices.isPending) return null;
  if (prices.isError) {
    return (
      <Alert color="red" variant="light" title={w('pricesNotLoaded')}>
        {translateMessage(prices.error.message)}
      </Alert>
    );
  }
  const { current, previous, changes } = prices.data;
  if (!current) return <Text c="dimmed">{w('noPriceList')}</Text>;
  return (
    <Block title={w('pricesFrom', { date: formatDate(current.effective_from, 'day') })}>
      {previous ? (
        <>
          <Text fw={600} mb="xs">
            {w('changesFrom', { date: formatDate(previous.effective_from, 'day') })}
          </Text>
          <List spacing={4} size="sm">
            {changes.map((change) => {
              const { old, new: now } = oldAndNew(change, w('none'));
              const label = userTextIn(w(`change.${change.field}`, { row: change.position }), {
                type: change.type ? half(change.type.name_en, change.type.name_ar) : '',
              });
              const moved = change.field !== 'type_added' && change.field !== 'type_removed';
              return (
                <List.Item key={`${change.field}-${change.type?.name_en ?? ''}-${change.position}`}>
                  {label}
                  {moved ? (
                    <>
                      {' '}
                      {old} <IconArrowRight size={12} className="mirror-rtl" aria-hidden /> {now}
                    </>
                  ) : null}
                </List.Item>
              );
            })}
          </List>
        </>
      ) : (
        <Text c="dimmed">{w('firstPriceList')}</Text>
      )}
    </Block>
  );
}
