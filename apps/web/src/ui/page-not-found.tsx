import { Button, Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCommonWords } from './common-words.ts';

/**
 * Every address that is registered nowhere else lands here (a mistyped or outdated link): it says
 * so and leads back, inside the shell when signed in. Never a blank page.
 */
export function PageNotFound({ backTo }: { backTo: '/' | '/login' }) {
  const { pathname } = useLocation();
  const w = useCommonWords();
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconMapOff size={30} />
          </ThemeIcon>
          <Title order={2}>{w('pageNotFound')}</Title>
          <Text>{w('noScreenHere')}</Text>
          <Text size="sm" c="dimmed">
            <Code dir="ltr">{pathname}</Code> {w('mistyped')}
          </Text>
          <Button
            component={Link}
            to={backTo}
            leftSection={<IconArrowLeft size={16} className="mirror-rtl" />}
          >
            {w(backTo === '/' ? 'backHome' : 'goToSignIn')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
