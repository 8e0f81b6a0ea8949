import { Button, Group } from '@mantine/core';
import { buttonsOf, type RequestButton, type RequestTab } from '@simsar/contract/queue-kind-row';
import type { RequestRow } from '@simsar/contract/requests';
import { useState } from 'react';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { useQueueWords } from '../../ui/queue-words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useMoveRequest, useRemoveRequest } from './api/request-calls.ts';
import { SplitShareDialog } from './split-share-dialog.tsx';
import { useRequestsWords } from './words.ts';

/**
 * The buttons of one card, from its queue's moves for this tab: Accept and Reject (franchise
 * requests) and Remove ask first (content-operations §4), naming who filed the request when it
 * says; Done and Non done act at once.
 */
export function RequestActions({
  row,
  list,
  id,
  name,
  onChanged,
}: {
  row: RequestRow;
  list: RequestTab;
  id: string;
  /** Who filed it: the member, or the name a franchise join request gives; null when neither. */
  name: string | null;
  onChanged: () => void;
}) {
  const w = useRequestsWords();
  const q = useQueueWords();
  const ask = (named: 'moveAskNamed' | 'removeAskNamed', plain: 'moveAsk' | 'removeAsk', move = '') =>
    name ? userTextIn(w(named, { move }), { name }) : w(plain, { move });
  const move = useMoveRequest(row, onChanged);
  const remove = useRemoveRequest(row, onChanged);
  const busy = move.isPending || remove.isPending;
  const [splitting, setSplitting] = useState<RequestButton | null>(null);
  return (
    <Group gap="xs" mt="xs">
      {splitting ? (
        <SplitShareDialog
          title={q(`move.${splitting.label}`)}
          busy={move.isPending}
          onNo={() => setSplitting(null)}
          onYes={(first_share) =>
            move.mutate(
              { move: splitting, id, body: { first_share } },
              { onSettled: () => setSplitting(null) },
            )
          }
        />
      ) : null}
      {buttonsOf(row)
        .filter((entry) => entry.page === list.page)
        .map((entry) => {
          const run = () => move.mutate({ move: entry, id });
          return (
            <Button
              key={entry.action}
              size="xs"
              variant={entry.action === 'reject' ? 'light' : 'filled'}
              color={entry.action === 'reject' ? 'red' : undefined}
              disabled={busy}
              onClick={() =>
                entry.share
                  ? setSplitting(entry)
                  : entry.confirm
                    ? confirmYesNo({
                        title: q(`move.${entry.label}`),
                        message: ask('moveAskNamed', 'moveAsk', q(`move.${entry.label}`)),
                        onYes: run,
                      })
                    : run()
              }
            >
              {q(`move.${entry.label}`)}
            </Button>
          );
        })}
      {row.removable ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={() =>
            confirmYesNo({
              title: w('remove'),
              message: ask('removeAskNamed', 'removeAsk'),
              onYes: () => remove.mutate(id),
            })
          }
        >
          {w('remove')}
        </Button>
      ) : null}
    </Group>
  );
}
