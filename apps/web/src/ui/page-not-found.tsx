import { Button, Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/**
 * Every address that is registered nowhere else lands here (a mistyped or outdated link): it says
 * so and leads back, inside the shell when signed in. Never a blank page.
 */
export function PageNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { pathname } = useLocation();
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconMapOff size={30} />
          </ThemeIcon>
          <Title order={2}>Page not found</Title>
          <Text>There is no screen at this address.</Text>
          <Text size="sm" c="dimmed">
            <Code>{pathname}</Code> may be mistyped or out of date.
          </Text>
          <Button component={Link} to={backTo} leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
