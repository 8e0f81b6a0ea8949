import { Anchor, Box, Card, Group, Image, Rating, Stack, Text } from '@mantine/core';
import type { OwnField } from '@simsar/contract/queue-kind-row';
import type { RequestCard as RequestCardData } from '@simsar/contract/requests-schemas';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { memberTypeIn, useCommonWords } from '../../ui/common-words.ts';
import { NotesControl } from '../../ui/notes-slot.tsx';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useRequestsWords } from './words.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={64}>
        {label}
      </Text>
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One request of any queue (content-operations §3): the fields its queue has, then its own fields
 * beyond the spec's card (its row's `own`: a site visit's date), under their words in the admin's
 * language. Messages are shown as text (React never reads them as HTML).
 */
export function RequestCard({
  item,
  own,
  todo,
  actions,
}: {
  item: RequestCardData;
  own: Record<string, OwnField>;
  todo: boolean;
  actions: ReactNode;
}) {
  const w = useRequestsWords();
  const common = useCommonWords();
  const { formatDate, language } = useI18n();
  const member = item.user_id;
  const title = member?.name ?? item.name ?? w('request');
  return (
    <Card component="article" aria-label={title} withBorder radius="md" padding="lg">
      {item.image ? (
        <Card.Section mb="sm">
          <Image src={item.image} alt={w('photoOf', { name: title })} h={180} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="lg" dir="auto">
            {title}
          </Text>
          <ServiceClock item={item} todo={todo} />
        </Group>
        {member ? (
          <>
            <PhoneLinks label={w('phone')} phone={member.phone} />
            <Row label={w('email')}>{member.email}</Row>
            {item.queue === 'feedback' ? (
              <Row label={w('type')}>{memberTypeIn(common, member.user_type)}</Row>
            ) : null}
          </>
        ) : null}
        {item.phone && (member ? item.phone !== member.phone : true) ? (
          <PhoneLinks label={member ? w('contact') : w('phone')} phone={item.phone} />
        ) : null}
        {item.rate !== null ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed" miw={64}>
              {w('rate')}
            </Text>
            <Box role="img" aria-label={w('rateOf', { rate: item.rate })}>
              <Rating value={item.rate} readOnly />
            </Box>
          </Group>
        ) : null}
        {item.unit_id ? (
          <>
            <Row label={w('project')}>{item.unit_id.project_name}</Row>
            <Row label={w('location')}>{item.unit_id.location_en}</Row>
            <Row label={w('about')}>{item.unit_id.description}</Row>
          </>
        ) : null}
        {item.description !== null ? <Row label={w('about')}>{item.description}</Row> : null}
        {item.location ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed" miw={64}>
              {w('location')}
            </Text>
            <Anchor href={item.location} target="_blank" rel="noopener noreferrer" size="sm">
              {w('openLocation')}
            </Anchor>
          </Group>
        ) : null}
        {item.message !== null ? <Row label={w('message')}>{item.message}</Row> : null}
        {Object.entries(own).map(([name, field]) => {
          const value = item[name];
          if (typeof value !== 'string') return null;
          return (
            <Row key={name} label={language === 'ar' ? field.ar : field.words}>
              {field.type === 'day' ? <bdi>{formatDate(value, 'day')}</bdi> : value}
            </Row>
          );
        })}
        <Text size="xs" c="dimmed">
          {userTextIn(w('sent'), {
            date: <bdi>{formatDate(item.createdAt, 'minute')}</bdi>,
          })}
        </Text>
        <NotesControl kind={item.queue} id={item._id} name={title} />
        {actions}
      </Stack>
    </Card>
  );
}
