import { Alert, Button, Checkbox, Group, List, Paper, Progress, Text } from '@mantine/core';
import {
  type BulkFailure,
  bulkChunk,
  bulkMatchingPathOf,
  bulkMatchingReplySchema,
  bulkPathOf,
  bulkReplySchema,
} from '@simsar/contract/bulk';
import { type ReactNode, useState } from 'react';
import { apiRequest } from './api-client.ts';
import { useCommonWords } from './common-words.ts';
import { confirmYesNo } from './confirm.tsx';
import { type CountedNoun, useQueueWords } from './queue-words.ts';

/** A bulk run as the console shows it: its label, how far it got, then what failed. */
type BulkState =
  | { stage: 'idle' }
  | { stage: 'running'; label: string; sent: number; total: number }
  | { stage: 'finished'; summary: string; failed: (BulkFailure & { shown: string })[] };

export type BulkRun = {
  /** The list's name, the move, the chosen ids, the move's own fields. */
  list: string;
  move: string;
  ids: string[];
  fields?: Record<string, unknown>;
  /** "Accepting 50 brokers" while it runs; "49 accepted" once done. */
  running: string;
  doneLabel: (done: number) => string;
  /** The name the screen knows for an id (a failure the server could not name). */
  nameOf: (id: string) => string | undefined;
};

/**
 * A bulk move (docs/decisions/284): the chosen ids sent `bulkChunk` at a time to
 * POST /api/bulk/{list}/{move}, the progress shown after each part, then the items that failed
 * with their messages. A part refused whole (403, lost connection) stops the run and is shown.
 */
export function useBulkMove() {
  const [state, setState] = useState<BulkState>({ stage: 'idle' });
  async function run({ list, move, ids, fields, running, doneLabel, nameOf }: BulkRun): Promise<string[]> {
    const done: string[] = [];
    const failed: (BulkFailure & { shown: string })[] = [];
    const named = (failure: BulkFailure) => ({
      ...failure,
      shown: failure.name ?? nameOf(failure.id) ?? failure.id,
    });
    setState({ stage: 'running', label: running, sent: 0, total: ids.length });
    for (let from = 0; from < ids.length; from += bulkChunk) {
      const part = ids.slice(from, from + bulkChunk);
      try {
        const reply = await apiRequest(bulkPathOf(list, move), {
          method: 'POST',
          body: { ...fields, ids: part },
          reply: bulkReplySchema,
        });
        done.push(...reply.done);
        failed.push(...reply.failed.map(named));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        for (const id of ids.slice(from)) failed.push(named({ id, message, code: 'INTERNAL' }));
        break;
      }
      setState({ stage: 'running', label: running, sent: from + part.length, total: ids.length });
    }
    const summary = [doneLabel(done.length), failed.length > 0 ? `${failed.length} failed` : '']
      .filter(Boolean)
      .join(', ');
    setState({ stage: 'finished', summary, failed });
    return done;
  }
  return { state, run, running: state.stage === 'running', close: () => setState({ stage: 'idle' }) };
}

/** The run's progress while it runs, then its summary and every failure by name and message. */
export function BulkProgress({ bulk }: { bulk: ReturnType<typeof useBulkMove> }) {
  const w = useCommonWords();
  const { state } = bulk;
  if (state.stage === 'idle') return null;
  if (state.stage === 'running') {
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm" mb="xs" role="status">
          {state.label}… {state.sent}/{state.total}
        </Text>
        <Progress value={(state.sent / Math.max(1, state.total)) * 100} aria-label={state.label} />
      </Paper>
    );
  }
  return (
    <Alert
      color={state.failed.length > 0 ? 'orange' : 'teal'}
      title={state.summary}
      withCloseButton
      onClose={bulk.close}
      closeButtonLabel={w('close')}
      role="status"
    >
      {state.failed.length > 0 ? (
        <List size="sm">
          {state.failed.map((failure) => (
            <List.Item key={failure.id}>
              <bdi>{failure.shown}</bdi>: {failure.message}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/** A card's selection box. */
export function SelectBox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
}) {
  const w = useCommonWords();
  return (
    <Checkbox
      label={w('select')}
      aria-label={w('selectOne', { name })}
      checked={checked}
      onChange={onChange}
    />
  );
}

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

/** POST /api/bulk/{list} {all}: the ids of every item of the list that matches, as the caller sees it. */
export async function idsMatching(list: string, all: Record<string, string | undefined>): Promise<string[]> {
  return (
    await apiRequest(bulkMatchingPathOf(list), {
      method: 'POST',
      body: { all },
      reply: bulkMatchingReplySchema,
    })
  ).ids;
}

/** The set with `id` added or taken out. */
export function toggled(set: Set<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** A move the bar offers: its name in the path and its button's words (every bulk move asks first). */
export type BarMove = { action: string; label: string };

/** The ids chosen on a list, toggled one by one or set all at once. */
export function useSelection() {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  return {
    chosen,
    has: (id: string) => chosen.has(id),
    toggle: (id: string) => setChosen(toggled(chosen, id)),
    set: (ids: string[]) => setChosen(new Set(ids)),
    clear: () => setChosen(new Set()),
  };
}

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
        onSelectAll={async () => selection.set(await idsMatching(list, { search }))}
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
