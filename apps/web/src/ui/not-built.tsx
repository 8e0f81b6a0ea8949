import { Button, Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/**
 * Every route that is registered nowhere else lands here: a screen of the spec that a later issue
 * builds. Never a blank page.
 */
export function NotBuilt({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { pathname } = useLocation();
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconTools size={30} />
          </ThemeIcon>
          <Title order={2}>Not built yet</Title>
          <Text>This screen is not built yet.</Text>
          <Text size="sm" c="dimmed">
            <Code>{pathname}</Code> will open here once it is built.
          </Text>
          <Button component={Link} to={backTo} leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
