import { Alert, Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardPicture } from '../../ui/card-picture.tsx';
import { useCommonWords } from '../../ui/common-words.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useContentWords } from './words.ts';

/** A content list: loading, the error in words, 'Not found' when empty, else its cards. */
export function ContentList<Item>({
  query,
  label,
  render,
}: {
  query: UseQueryResult<Item[]>;
  label: string;
  render: (item: Item) => ReactNode;
}) {
  const w = useContentWords();
  const common = useCommonWords();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={w('loadingList', { list: label.toLowerCase() })} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={common('loadFailed')}>
        {query.error.message}
      </Alert>
    );
  }
  if (query.data.length === 0) return <EmptyState />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-label={label}>
      {query.data.map(render)}
    </SimpleGrid>
  );
}

export type CardMedia = { kind: 'image' | 'video'; url: string; alt: string } | null;

/**
 * One card: its picture or video, a title and its rows, and the super admin's buttons. A picture that cannot load
 * (the item was deleted or its file replaced after the list loaded) gives way to a placeholder, as a project's card
 * does, not a broken image. A video keeps its player: its error event also fires on a file the browser cannot
 * play, which the player says itself.
 */
export function ContentCard({
  label,
  media,
  children,
  actions,
}: {
  label: string;
  media?: CardMedia;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={label}>
      {media ? (
        <Card.Section>
          {media.kind === 'image' ? (
            <CardPicture src={media.url} alt={media.alt} h={180} icon={IconPhotoOff} />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: staff-uploaded training videos have no captions.
            <video
              src={media.url}
              controls
              preload="metadata"
              style={{ width: '100%', maxHeight: 220 }}
              aria-label={media.alt}
            />
          )}
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt={media ? 'sm' : 0}>
        {children}
      </Stack>
      {actions ? (
        <Group gap="xs" mt="md" grow>
          {actions}
        </Group>
      ) : null}
    </Card>
  );
}

/** Edit (when the item can be edited) and Delete behind a Yes/No confirmation (content-operations §4). */
export function EditDeleteButtons({
  name,
  question,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  question: string;
  onEdit?: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const w = useContentWords();
  return (
    <>
      {onEdit ? (
        <Button variant="light" onClick={onEdit} aria-label={w('editName', { name })}>
          {w('edit')}
        </Button>
      ) : null}
      <Button
        color="red"
        variant="light"
        loading={deleting}
        aria-label={w('deleteName', { name })}
        onClick={() =>
          confirmYesNo({ title: userTextIn(w('deleteName'), { name }), message: question, onYes: onDelete })
        }
      >
        {w('delete')}
      </Button>
    </>
  );
}

export function CardTitle({ children, dir }: { children: ReactNode; dir?: 'auto' | 'rtl' }) {
  return (
    <Text fw={600} size="lg" dir={dir} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/** A link a card shows as it is, opened in a new tab. */
export function LinkOut({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {href}
    </Anchor>
  );
}
