import { List } from '@mantine/core';
import type { PriceChange } from '@simsar/contract/unit-prices';
import { IconArrowRight } from '@tabler/icons-react';
import { userTextIn } from '../../ui/user-text.tsx';
import { usePriceWords } from './price-words.ts';
import { useHalf } from './unit-details.tsx';
import { egp, figure } from './unit-details-parts.tsx';

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
 * A price list's changes, each "what: old -> new" (docs/decisions/550). The arrow turns with the
 * page, so old comes first in either language.
 */
export function PriceChanges({ changes, label }: { changes: PriceChange[]; label: string }) {
  const w = usePriceWords();
  const half = useHalf();
  return (
    <List spacing={4} size="sm" aria-label={label}>
      {changes.map((change) => {
        const { old, new: now } = oldAndNew(change, w('none'));
        const what = userTextIn(w(`change.${change.field}`, { row: change.position }), {
          type: change.type ? half(change.type.name_en, change.type.name_ar) : '',
        });
        const moved = change.field !== 'type_added' && change.field !== 'type_removed';
        return (
          <List.Item key={`${change.field}-${change.type?.name_en ?? ''}-${change.position}`}>
            {what}
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
  );
}
