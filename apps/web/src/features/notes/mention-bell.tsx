import { ActionIcon, Indicator } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useMentions } from './api/note-calls.ts';
import { useNotesWords } from './words.ts';

/**
 * The bar's bell of the notes that mention the admin and wait in their inbox ("Mentioned you"):
 * refetched live when one comes or is marked done (app/live-events.ts); it leads to the inbox.
 */
export function MentionBell({ to }: { to: string }) {
  const w = useNotesWords();
  const { formatNumber } = useI18n();
  const mentions = useMentions();
  const count = mentions.data?.total ?? 0;
  return (
    <Indicator
      disabled={count === 0}
      label={<bdi dir="ltr">{formatNumber(count)}</bdi>}
      size={16}
      color="red"
      offset={4}
    >
      <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={w('bellLabel', { count })}>
        <IconAt size={18} />
      </ActionIcon>
    </Indicator>
  );
}
