import { Badge, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { ResetRequest } from '@simsar/contract/password-resets';
import { userTextIn } from '../../ui/user-text.tsx';
import { AccountOfPhone, RequestMoves, Row, useRequestRows } from './reset-request-parts.tsx';
import { usePasswordResetsWords } from './words.ts';

/**
 * The requests of one account shown together (docs/decisions/090): every open request of
 * a phone on one card, newest first, or one done request. Differing WhatsApp numbers are flagged and
 * the number the account registered with is the one to send to. The card names the account the
 * phone belongs to, flags a request name that is not the account's, and New password asks a
 * confirmation naming the account; an unknown phone offers only Delete.
 */
export function ResetRequestCard({
  requests,
  issued,
  onIssued,
}: {
  requests: ResetRequest[];
  issued: string | undefined;
  onIssued: (password: string) => void;
}) {
  const w = usePasswordResetsWords();
  const rows = useRequestRows(requests);
  const [newest] = requests;
  if (!newest) return null;
  const { account } = newest;
  const whatsApps = new Set(requests.map((request) => request.whatsApp));
  const differs = whatsApps.size > 1;
  const nameDiffers = requests.some((request) => !request.nameMatches);
  return (
    <Card component="article" aria-label={newest.name} withBorder radius="md">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} dir="auto">
            {newest.name}
          </Text>
          <Badge color={newest.done ? 'teal' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
            {newest.done ? w('done') : w('notDone')}
          </Badge>
        </Group>
        {requests.length > 1 ? (
          <Text size="sm" fw={500}>
            {w('openRequests', { count: requests.length })}
          </Text>
        ) : null}
        <Stack gap={6}>
          {rows.map((row) => (
            <Row key={row.key} label={row.label} value={row.value} />
          ))}
        </Stack>
        <AccountOfPhone account={account} />
        {account && nameDiffers ? (
          <Text size="sm" c="var(--app-text-warning)" fw={600} role="note">
            {w('nameDiffers')}
          </Text>
        ) : null}
        {differs ? (
          <Text size="sm" c="var(--app-text-danger)" role="note" aria-label={w('whatsAppsDiffer')}>
            {userTextIn(w('whatsAppsDifferText'), { phone: <bdi dir="ltr">{newest.phone}</bdi> })}
          </Text>
        ) : null}
        {issued ? (
          <Text size="sm">{userTextIn(w('newPasswordIs'), { password: <Code>{issued}</Code> })}</Text>
        ) : null}
        <RequestMoves requests={requests} newest={newest} onIssued={onIssued} />
      </Stack>
    </Card>
  );
}
