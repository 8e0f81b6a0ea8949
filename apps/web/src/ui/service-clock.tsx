import { Badge, Group } from '@mantine/core';
import { waitedHoursOf } from '@simsar/contract/requests';
import { useUiWords } from './words.ts';

/**
 * A badge is never cut to 'Waiting 3…': beside a long name the name wraps (the Bell does the same);
 * in a column narrower than its words ('Waiting less than a working hour' on a 390 px phone) its
 * words wrap inside it.
 */
const whole = {
  root: {
    flexShrink: 0,
    overflow: 'visible',
    maxWidth: '100%',
    height: 'auto',
    minHeight: 'var(--badge-height)',
  },
  label: { overflow: 'visible', whiteSpace: 'normal', lineHeight: 1.4 },
} as const;

/**
 * How long a queue's item waited, and whether it is past its queue's target (decision 082): every
 * queue's cards show it alike, in working hours (docs/decisions/492): 'Waiting 3 working hours' on a
 * to-do tab, 'Waited less than a working hour' on a moved one. The units are the contract's
 * `formatWaited` in the admin's language (plural forms for Arabic).
 */
export function ServiceClock({
  item,
  todo,
}: {
  item: { waited_minutes?: number | undefined; overdue?: boolean | undefined };
  todo: boolean;
}) {
  const w = useUiWords();
  if (item.waited_minutes === undefined) return null;
  const { unit, count } = waitedHoursOf(item.waited_minutes);
  const time = w(unit, { count });
  return (
    <Group gap="xs" style={{ flexShrink: 0 }}>
      <Badge variant="light" color={item.overdue ? 'red' : 'gray'} styles={whole}>
        {w(todo ? 'waiting' : 'waited', { time })}
      </Badge>
      {item.overdue ? (
        <Badge color="red" variant="filled" styles={whole}>
          {w('overdue')}
        </Badge>
      ) : null}
    </Group>
  );
}
