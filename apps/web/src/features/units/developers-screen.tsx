import { Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Developer, developersListName } from '@simsar/contract/developers';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { PageListView } from '../../ui/page-list-view.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { UserText, userTextIn } from '../../ui/user-text.tsx';
import { useDeleteDeveloper, useDeveloperPages } from './api/developer-calls.ts';
import { DeveloperFormModal } from './developer-form.tsx';
import { useDeveloperWords } from './developer-words.ts';

/**
 * /developers (docs/decisions/530): every admin reads the developers, searched and paged like any
 * list, and exports them; super admins add, edit and delete them.
 */
export function DevelopersScreen({ isSuper }: { isSuper: boolean }) {
  const w = useDeveloperWords();
  const developers = useDeveloperPages();
  const [editing, setEditing] = useState<Developer | 'new' | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {w('developers')}
        </Title>
        {isSuper ? <Button onClick={() => setEditing('new')}>{w('addDeveloper')}</Button> : null}
      </Group>
      <Group justify="space-between" align="flex-start">
        <Box flex={1}>
          <SearchBox
            onSearch={developers.setSearch}
            onBlank={() => developers.setSearch(undefined)}
            placeholder={w('searchPlaceholder')}
            results={developers.search}
          />
        </Box>
        <ExportMenu list={developersListName} query={{ search: developers.search }} />
      </Group>
      <PageListView list={developers}>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {developers.items.map((developer) => (
            <DeveloperCard
              key={developer._id}
              developer={developer}
              isSuper={isSuper}
              onEdit={() => setEditing(developer)}
            />
          ))}
        </SimpleGrid>
      </PageListView>
      <DeveloperFormModal
        developer={editing === 'new' || editing === null ? undefined : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function DeveloperCard({
  developer,
  isSuper,
  onEdit,
}: {
  developer: Developer;
  isSuper: boolean;
  onEdit: () => void;
}) {
  const w = useDeveloperWords();
  const { language } = useI18n();
  const remove = useDeleteDeveloper();
  const [first, second] =
    language === 'ar' ? [developer.name_ar, developer.name_en] : [developer.name_en, developer.name_ar];
  const line = (label: string, value: string | null) =>
    value ? (
      <Text size="sm">
        {label}: <UserText>{value}</UserText>
      </Text>
    ) : null;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={first}>
      <Stack gap={4}>
        <Title order={2} size="h4" dir="auto">
          {first}
        </Title>
        <Text size="sm" c="dimmed" dir="auto">
          {second}
        </Text>
        {line(w('contactPerson'), developer.contact_person)}
        {line(w('phone'), developer.phone)}
        {line(w('email'), developer.email)}
        <Text size="sm">
          {w('protectionDays')}:{' '}
          {developer.protection_days === null
            ? w('protectionDefault', { days: developer.protection_days_in_force })
            : w('protectionOwn', { days: developer.protection_days })}
        </Text>
        <Text size="sm">
          {w('commission')}: {developer.commission === null ? w('noCommission') : developer.commission}
        </Text>
        <Text size="sm" c="dimmed">
          {w('projects', { count: developer.projects })}
        </Text>
      </Stack>
      {isSuper ? (
        <Group mt="md" gap="xs">
          <Button variant="light" size="xs" onClick={onEdit}>
            {w('edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={remove.isPending}
            onClick={() =>
              confirmYesNo({
                title: w('delete'),
                message: userTextIn(w('deleteAsk'), { name: first }),
                onYes: () => remove.mutate(developer._id),
              })
            }
          >
            {w('delete')}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
