import { Button, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useCommonWords } from '../common-words.ts';
import { confirmYesNo } from '../confirm.tsx';
import { useQueueFilter } from '../queue-filters.tsx';
import { type CountedNoun, useQueueWords } from '../queue-words.ts';
import { BulkProgress } from './bulk-progress.tsx';
import { idsMatching, useBulkMove } from './bulk-run.ts';
import type { useSelection } from './selection.tsx';

/**
 * The bar above a list with a selection: how many are selected, a "select all" (the loaded whole
 * list, or every item that matches, asked of the server) and Clear, then the moves' buttons.
 */
export function BulkBar({
  selected,
  noun,
  selectAllLabel,
  onSelectAll,
  onClear,
  children,
}: {
  selected: number;
  /** What is counted (queue-words.ts `count.*`): "broker", "request"... */
  noun: CountedNoun;
  selectAllLabel: string;
  onSelectAll: () => void | Promise<void>;
  onClear: () => void;
  children: ReactNode;
}) {
  const [selecting, setSelecting] = useState(false);
  const w = useCommonWords();
  const q = useQueueWords();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm">
        <Text size="sm" role="status" aria-label={w('selection')}>
          {w('selected', { what: q(`count.${noun}`, { count: selected }) })}
        </Text>
        <Button
          size="xs"
          variant="default"
          loading={selecting}
          onClick={async () => {
            setSelecting(true);
            try {
              await onSelectAll();
            } finally {
              setSelecting(false);
            }
          }}
        >
          {selectAllLabel}
        </Button>
        <Button size="xs" variant="subtle" disabled={selected === 0} onClick={onClear}>
          {w('clear')}
        </Button>
        {children}
      </Group>
    </Paper>
  );
}

/** A move the bar offers: its name in the path and its button's words (every bulk move asks first). */
export type BarMove = { action: string; label: string };

/**
 * A queue tab's bulk bar (docs/decisions/284): the selection's count, "Select all that match" (asked
 * of the server with the search shown), Clear, and a button per move, each asking once with the
 * count, then the run's progress and result. `onDone` reloads what the moves changed.
 */
export function BulkMovesBar({
  list,
  noun,
  moves,
  selection,
  search,
  nameOf,
  onDone,
}: {
  list: string;
  noun: CountedNoun;
  moves: BarMove[];
  selection: ReturnType<typeof useSelection>;
  search: string | undefined;
  nameOf: (id: string) => string | undefined;
  onDone: () => void;
}) {
  const w = useCommonWords();
  const q = useQueueWords();
  const bulk = useBulkMove();
  // The tab's filters (docs/decisions/520): "select all that match" matches them too.
  const { sent: filter } = useQueueFilter();
  const count = selection.chosen.size;
  const runBulk = async (move: BarMove) => {
    const ids = [...selection.chosen];
    await bulk.run({
      list,
      move: move.action,
      ids,
      running: `${move.label}: ${q(`count.${noun}`, { count: ids.length })}`,
      doneLabel: (done) => `${move.label}: ${q(`count.${noun}`, { count: done })}`,
      nameOf,
    });
    selection.clear();
    onDone();
  };
  return (
    <>
      <BulkBar
        selected={count}
        noun={noun}
        selectAllLabel={w('selectAllMatch')}
        onSelectAll={async () => selection.set(await idsMatching(list, { ...filter, search }))}
        onClear={selection.clear}
      >
        {moves.map((move) => (
          <Button
            key={move.action}
            size="xs"
            variant="light"
            disabled={count === 0 || bulk.running}
            onClick={() =>
              confirmYesNo({
                title: move.label,
                message: `${move.label}: ${q(`count.${noun}`, { count })}?`,
                onYes: () => void runBulk(move),
              })
            }
          >
            {w('moveSelected', { move: move.label })}
          </Button>
        ))}
      </BulkBar>
      <BulkProgress bulk={bulk} />
    </>
  );
}
