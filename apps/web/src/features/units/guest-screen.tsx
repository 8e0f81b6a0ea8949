import { Alert, Box, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { translateMessage } from '../../i18n/i18n.tsx';
import { showSuccessToast } from '../../ui/toasts.tsx';
import { fillGuestUnit, unitKeys, useGuestUnit, useLookups } from './api/unit-calls.ts';
import { UnitAddForm } from './unit-add-form.tsx';
import { UnitDetails } from './unit-details.tsx';
import { useUnitsWords } from './words.ts';

/**
 * /guest/{id}: no sign-in. The project behind the link, or the "Add project" form while it is
 * empty; nothing else is reachable from here (docs/decisions/031).
 */
export function GuestScreen({ id, productName }: { id: string; productName: string }) {
  const w = useUnitsWords();
  const reply = useGuestUnit(id);
  const unit = reply.data && 'unit' in reply.data ? reply.data.unit : undefined;
  const lookups = useLookups(id, unit?.empty === true);
  const queryClient = useQueryClient();

  let body: React.ReactNode;
  if (reply.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={w('loadingProject')} />
      </Center>
    );
  } else if (!unit) {
    const notFound = reply.data && 'notFound' in reply.data ? reply.data.notFound : undefined;
    body = (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" ta="center">
          <IconLinkOff size={40} />
          <Title order={2}>{notFound ? w('linkNotFound') : w('somethingWrong')}</Title>
          <Text>{translateMessage(notFound ?? reply.error?.message ?? '')}</Text>
        </Stack>
      </Paper>
    );
  } else if (unit.empty) {
    body = lookups.data ? (
      <UnitAddForm
        typedDeveloper
        lookups={lookups.data}
        save={(form, onProgress) => fillGuestUnit(id, form, onProgress)}
        onSaved={(saved) => {
          queryClient.setQueryData(unitKeys.one(id, true), { unit: saved });
          showSuccessToast(w('guestSent'));
          window.scrollTo({ top: 0 });
        }}
      />
    ) : (
      <Center py="xl">
        <Loader aria-label={w('loadingForm')} />
      </Center>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Title order={2} dir="auto">
          {unit.project_name}
        </Title>
        {!unit.view ? (
          <Alert variant="light" color="blue">
            {w('guestThanks', { product: productName })}
          </Alert>
        ) : null}
        <UnitDetails unit={unit} />
      </Stack>
    );
  }

  return (
    <Box bg="var(--app-surface)" mih="100dvh" py="lg">
      <Container size="lg">
        <Text fw={700} mb="md">
          {w('guestProject', { product: productName })}
        </Text>
        {body}
      </Container>
    </Box>
  );
}
