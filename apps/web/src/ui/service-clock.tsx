import { Badge, Group } from '@mantine/core';
import { useUiWords } from './words.ts';

/** A badge is never cut to 'Waiting 3…': beside a long name the name wraps (the Bell does the same). */
const whole = {
  root: { flexShrink: 0, overflow: 'visible', maxWidth: 'none' },
  label: { overflow: 'visible' },
};

/** The unit and count the clock shows: under an hour in minutes, under a day in hours, else days. */
function waitedIn(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes < 60) return { unit: 'minutes', count: Math.max(0, Math.floor(minutes)) };
  if (minutes < 24 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
}

/**
 * How long a queue's item waited, and whether it is past its queue's target (decision 082): every
 * queue's cards show it alike, 'Waiting 3 h' on a to-do tab, 'Waited 2 d' on a moved one. The units
 * are the contract's `formatWaited` in the admin's language (plural forms for Arabic).
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
  const { unit, count } = waitedIn(item.waited_minutes);
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
