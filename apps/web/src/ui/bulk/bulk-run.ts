import {
  type BulkFailure,
  bulkChunk,
  bulkMatchingPathOf,
  bulkMatchingReplySchema,
  bulkPathOf,
  bulkReplySchema,
} from '@simsar/contract/bulk';
import { useState } from 'react';
import { apiRequest } from '../api-client.ts';

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
