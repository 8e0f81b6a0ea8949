import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { InboxItem, InboxMove } from '@simsar/contract/inbox';
import { type ComponentType, useState } from 'react';
import { useQueueWords } from '../../ui/queue-words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useInboxMove } from './api/inbox-calls.ts';
import { useInboxWords } from './words.ts';

/** The brokers screen's Accept dialog: the admin the broker goes to, the suggested one chosen. */
export type InboxAcceptDialog = ComponentType<{
  broker: { _id: string; name: string };
  accepting: boolean;
  onYes: (adminId: string) => void;
  onNo: () => void;
}>;

type AskedMove = { item: InboxItem; move: InboxMove };

/**
 * Making an item's move: at once, or after a Yes (a move that confirms first), or after choosing the
 * admin a broker goes to (a move that asks for one). `onMoved` follows a move made.
 */
export function useInboxMoves(onMoved: () => void) {
  const [asking, setAsking] = useState<AskedMove | undefined>();
  const [accepting, setAccepting] = useState<AskedMove | undefined>();
  const mover = useInboxMove(onMoved);
  function make(item: InboxItem, move: InboxMove) {
    if (move.asks === 'admin') setAccepting({ item, move });
    else if (move.confirm) setAsking({ item, move });
    else mover.mutate({ move });
  }
  return { make, mover, asking, setAsking, accepting, setAccepting };
}
export type InboxMoves = ReturnType<typeof useInboxMoves>;

/** The dialogs a move may ask first in: Yes or No, or the Accept dialog's admin. */
export function InboxMoveDialogs({
  moves: { mover, asking, setAsking, accepting, setAccepting },
  AcceptDialog,
}: {
  moves: InboxMoves;
  AcceptDialog: InboxAcceptDialog;
}) {
  const w = useInboxWords();
  const q = useQueueWords();
  return (
    <>
      <Modal
        opened={asking !== undefined}
        onClose={() => setAsking(undefined)}
        title={w('areYouSure')}
        centered
      >
        {asking ? (
          <Stack>
            <Text size="sm">
              {userTextIn(w('moveAsk'), {
                move: q(`move.${asking.move.label}`),
                kind: q(`words.${asking.item.kind}`),
                name: asking.item.filed_by?.name ?? w('anyoneInSentence'),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(undefined)}>
                {userTextIn(w('noEsc'), { key: 'Esc' }, ['key'])}
              </Button>
              <Button
                data-autofocus
                onClick={() => {
                  mover.mutate({ move: asking.move });
                  setAsking(undefined);
                }}
              >
                {userTextIn(w('yesEnter'), { key: 'Enter' }, ['key'])}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      {accepting ? (
        <AcceptDialog
          broker={{ _id: accepting.item.id, name: accepting.item.filed_by?.name ?? '' }}
          accepting={mover.isPending}
          onYes={(adminId) =>
            mover.mutate({ move: accepting.move, adminId }, { onSuccess: () => setAccepting(undefined) })
          }
          onNo={() => setAccepting(undefined)}
        />
      ) : null}
    </>
  );
}
