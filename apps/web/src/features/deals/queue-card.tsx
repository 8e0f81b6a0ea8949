import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Cil } from '@simsar/contract/cil';
import type { Submission } from '@simsar/contract/deals';
import { type SubmissionQueue, submissionDetailLinkOf } from '@simsar/contract/queue-links';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { type CardField, FieldList } from '../../ui/field-list.tsx';
import { formatEgp } from '../../ui/money.ts';
import { NotesControl } from '../../ui/notes-slot.tsx';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useDealsWords } from './words.ts';

export function QueueCardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}

/** The broker who sent a form, deal or CIL, or the words for one since deleted (`removed`). */
export const brokerOf = (item: Pick<Submission | Cil, 'user_id'>, removed: string) =>
  item.user_id?.name ?? removed;

/** Another broker's introduction of the client: its sentence with the broker and day, linking to that CIL. */
function IntroductionAlert({
  sentence,
  cil,
}: {
  sentence: string;
  cil: { _id: string; status: Cil['status']; broker: string | null; createdAt: string };
}) {
  const { formatDate } = useI18n();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
      <Anchor
        component={Link}
        to={submissionDetailLinkOf('cil', cil.status, cil._id)}
        // The alert's own colour, underlined: the link colour on orange falls under AA in both schemes.
        c="inherit"
        underline="always"
        size="sm"
      >
        {userTextIn(sentence, {
          broker: cil.broker,
          // The day stays on one line ("28 نوفمبر 2026" broke after its day in Arabic).
          date: <span style={{ whiteSpace: 'nowrap' }}>{formatDate(cil.createdAt, 'day')}</span>,
        })}
      </Anchor>
    </Alert>
  );
}

/** "Also introduced by {broker} on {date}", linking to that CIL. */
export function DuplicateWarning({ cil }: { cil: Pick<Cil, 'duplicate'> }) {
  const w = useDealsWords();
  if (!cil.duplicate) return null;
  return <IntroductionAlert sentence={w('alsoIntroduced')} cil={cil.duplicate} />;
}

/** A form's or deal's "Introduced first by {broker} on {date}", linking to that CIL (docs/decisions/540). */
export function FirstIntroducer({ item }: { item: Submission | Cil }) {
  const w = useDealsWords();
  if (!('first_introducer' in item) || !item.first_introducer) return null;
  return (
    <IntroductionAlert sentence={w('introducedFirst')} cil={{ ...item.first_introducer, status: 'accept' }} />
  );
}

/** An accepted CIL's "Protected until {date}" (docs/decisions/540); nothing for any other item. */
export function ProtectedUntil({ item }: { item: Submission | Cil }) {
  const w = useDealsWords();
  const { formatDate } = useI18n();
  if (!('protected_until' in item) || !item.protected_until) return null;
  return (
    <Text size="sm" fw={600}>
      {userTextIn(w('protectedUntil'), {
        date: <span style={{ whiteSpace: 'nowrap' }}>{formatDate(item.protected_until, 'day')}</span>,
      })}
    </Text>
  );
}

/**
 * A card of a queue: broker, client, project, value and the day it was sent, its service clock
 * (decision 082; `todo` on the New and Pending tabs), and Details.
 */
export function QueueCard({
  kind,
  item,
  todo,
  select,
}: {
  kind: SubmissionQueue;
  item: Submission | Cil;
  todo: boolean;
  /** The card's selection box, where the tab offers bulk moves. */
  select?: ReactNode;
}) {
  const w = useDealsWords();
  const { formatDate } = useI18n();
  const broker = item.user_id;
  const fields: CardField[] = [
    { label: w('brokerPhone'), value: broker ? <PhoneLinks phone={broker.phone} /> : null },
    { label: w('client'), value: item.client_name },
    { label: w('clientPhone'), value: <PhoneLinks phone={item.client_phone} /> },
    { label: w('project'), value: item.project_code },
    ...('deal_value' in item
      ? [{ label: w('value'), value: formatEgp(item.final_value ?? item.deal_value) }]
      : []),
    { label: w('submitted'), value: formatDate(item.createdAt, 'day') },
  ];
  return (
    <Card
      component="article"
      aria-label={w('cardName', { client: item.client_name, project: item.project_code })}
      withBorder
      radius="md"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="xs" c="dimmed">
              {w('broker')}
            </Text>
            <Text fw={600} dir="auto">
              {brokerOf(item, w('removedBroker'))}
            </Text>
          </div>
          <ServiceClock item={item} todo={todo} />
        </Group>
        <FieldList fields={fields} />
        <ProtectedUntil item={item} />
        <FirstIntroducer item={item} />
        {'duplicate' in item ? <DuplicateWarning cil={item} /> : null}
        {select}
        <NotesControl
          kind={kind}
          id={item._id}
          name={w('cardName', { client: item.client_name, project: item.project_code })}
        />
        <Button
          component={Link}
          to={submissionDetailLinkOf(kind, item.status, item._id)}
          variant="light"
          mt="auto"
        >
          {w('details')}
        </Button>
      </Stack>
    </Card>
  );
}
