import { Stack, Text } from '@mantine/core';
import type { PriceVersion } from '@simsar/contract/unit-prices';
import { useI18n } from '../../i18n/i18n.tsx';
import { formatEgp } from '../../ui/money.ts';
import { UserText } from '../../ui/user-text.tsx';
import { useDealsWords } from './words.ts';

/**
 * The project's price list a form or deal keeps: the version in force when it was filed
 * (docs/decisions/550), each type's areas and prices.
 */
export function PriceListField({ version }: { version: PriceVersion | null | undefined }) {
  const w = useDealsWords();
  const { formatDate, language } = useI18n();
  if (!version) return <Text c="dimmed">{w('noPriceListFiled')}</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {w('priceListFrom', { date: formatDate(version.effective_from, 'day') })}
      </Text>
      {version.types.flatMap((type) =>
        type.areas_and_prices.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a version's rows in their order; they have no id
          <Text size="sm" key={`${type.name_en}-${index}`}>
            <UserText>{language === 'ar' ? type.name_ar || type.name_en : type.name_en}</UserText> ·{' '}
            <bdi dir="ltr">{row.area === null ? '—' : `${row.area} m²`}</bdi> ·{' '}
            <bdi dir="ltr">{row.price === null ? '—' : formatEgp(row.price)}</bdi>
          </Text>
        )),
      )}
    </Stack>
  );
}
