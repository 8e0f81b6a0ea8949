import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { inboxItemRouteOf } from '@simsar/contract/inbox';
import { memberLinkOf } from '@simsar/contract/member-page';
import type { Mention } from '@simsar/contract/notes';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useQueueWords } from '../../ui/queue-words.ts';
import { userTextIn } from '../../ui/user-text.tsx';
import { useMarkMentionDone, useMentions } from './api/note-calls.ts';
import { NotesButton } from './notes-button.tsx';
import type { NoteReader } from './notes-panel.tsx';
import { useNotesWords } from './words.ts';

/** Where a mention's subject is shown: a queue item's own page, a member's page (decision 442). */
export function subjectRouteOf(mention: Mention): string {
  const { subject_kind: kind, subject_id: id } = mention.note;
  if (kind === 'member') return memberLinkOf(id);
  return inboxItemRouteOf({ kind, id, status: mention.subject_status ?? '' });
}

function MentionItem({ mention, reader }: { mention: Mention; reader: NoteReader }) {
  const w = useNotesWords();
  const q = useQueueWords();
  const { formatDate } = useI18n();
  const done = useMarkMentionDone();
  const kind = mention.note.subject_kind;
  const kindWords = kind === 'member' ? w('member') : q(`words.${kind}`);
  const subject = mention.subject_name ? `${kindWords} · ${mention.subject_name}` : kindWords;
  const author = mention.note.author?.name ?? w('unknownAuthor');
  return (
    <Paper withBorder p="sm" component="article" aria-label={w('mentionedYou')}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {userTextIn(w('mentionLine'), { author, subject })}
        </Text>
        <Text size="xs" c="dimmed">
          <bdi>{formatDate(mention.created_at, 'minute')}</bdi>
        </Text>
      </Group>
      <Text
        size="sm"
        dir="auto"
        style={{ whiteSpace: 'pre-wrap' }}
        td={mention.note.struck ? 'line-through' : undefined}
      >
        {mention.note.body}
      </Text>
      <Group gap="xs" mt={6}>
        <Anchor
          component={Link}
          to={subjectRouteOf(mention)}
          size="sm"
          onClick={() => done.mutate(mention._id)}
        >
          {w('open')}
        </Anchor>
        <NotesButton subject={{ kind, id: mention.note.subject_id }} name={subject} reader={reader} />
        <Button
          size="compact-xs"
          variant="light"
          loading={done.isPending}
          onClick={() => done.mutate(mention._id)}
        >
          {w('done')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The inbox's "Mentioned you": the notes mentioning the admin, newest first, until marked done. */
export function MentionsSection({ reader }: { reader: NoteReader }) {
  const w = useNotesWords();
  const mentions = useMentions();
  const items = mentions.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" component="section" aria-label={w('mentionedYou')}>
      <Title order={2} size="h4">
        {w('mentionedYou')} ({w('mentionedYouCount', { count: mentions.data?.total ?? 0 })})
      </Title>
      {items.map((mention) => (
        <MentionItem key={mention._id} mention={mention} reader={reader} />
      ))}
    </Stack>
  );
}
