import { useQueueItem } from './api/queue-calls.ts';
import { DuplicateWarning } from './queue-card.tsx';

/**
 * The duplicate warning of one CIL, known by its id alone (the inbox's item): the letter is read as
 * its page reads it, and warns as its card does (decision 073).
 */
export function CilDuplicateOf({ id }: { id: string }) {
  const cil = useQueueItem('cil', id);
  return cil.data ? <DuplicateWarning cil={cil.data} /> : null;
}
