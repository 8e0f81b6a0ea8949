import { Alert, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { type MailDelivery, type MailEvent, mailDeliveries, mailEvents } from '@simsar/contract/mail';
import { IconMailOff } from '@tabler/icons-react';
import { userTextIn } from '../../ui/user-text.tsx';
import { useMailChoices, useSaveMailChoices } from './api/mail-calls.ts';
import { useMailWords } from './words.ts';

/**
 * The admin's e-mail choices (docs/decisions/471): per event at once, in the daily digest, or off;
 * super admins also the daily overdue summary. Each change is saved as it is made. When the server
 * sends no e-mail (no SMTP_URL) the panel says so, and the choices are kept for when it does.
 */
export function MailChoicesPanel({ isSuper }: { isSuper: boolean }) {
  const w = useMailWords();
  const choices = useMailChoices();
  const save = useSaveMailChoices();
  const data = choices.data;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {w('title')}
        </Title>
        {!data ? (
          <Text size="sm">{w('loading')}</Text>
        ) : (
          <>
            {data.sending ? (
              <Text size="sm" c="dimmed">
                {userTextIn(w('sentTo'), { email: data.email }, ['email'])}
              </Text>
            ) : (
              <Alert color="gray" icon={<IconMailOff size={18} />}>
                {userTextIn(w('notSending'), { setting: 'SMTP_URL' }, ['setting'])}
              </Alert>
            )}
            {mailEvents.map((event: MailEvent) => (
              <Stack key={event} gap={4}>
                <Text size="sm" id={`mail-event-${event}`}>
                  {w(`event.${event}`)}
                </Text>
                <Group>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby={`mail-event-${event}`}
                    value={data.events[event]}
                    onChange={(value) => save.mutate({ events: { [event]: value as MailDelivery } })}
                    data={mailDeliveries.map((delivery) => ({
                      value: delivery,
                      label: w(`delivery.${delivery}`),
                    }))}
                  />
                </Group>
              </Stack>
            ))}
            {isSuper ? (
              <Switch
                label={w('overdueSummary')}
                checked={data.overdue_summary}
                onChange={(change) => save.mutate({ overdue_summary: change.currentTarget.checked })}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
