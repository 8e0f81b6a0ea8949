import { Badge, Button, Card, Center, Group, Image, Text } from '@mantine/core';
import type { UnitCard as UnitCardData } from '@simsar/contract/units-replies';
import { IconBuildingSkyscraper, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MissingLanguageBadges } from '../../ui/missing-languages.tsx';
import { useUnitsWords } from './words.ts';

/**
 * A project in the list: first image (its thumbnail), name, one line of description, Details (content-operations §2).
 * A picture that cannot load (the project was deleted or its images replaced after the list loaded) gives way to the
 * same placeholder as a project without pictures, not a broken image.
 */
export function UnitCard({ unit }: { unit: UnitCardData }) {
  const w = useUnitsWords();
  const [pictureGone, setPictureGone] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={unit.project_name}>
      <Card.Section>
        {unit.thumbnail && !pictureGone ? (
          <Image
            src={unit.thumbnail}
            alt={unit.project_name}
            h={160}
            fit="cover"
            loading="lazy"
            onError={() => setPictureGone(true)}
          />
        ) : (
          <Center h={160} bg="var(--app-placeholder)">
            <IconBuildingSkyscraper size={40} color="var(--mantine-color-gray-5)" />
          </Center>
        )}
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <Text fw={600} truncate dir="auto">
          {unit.project_name}
        </Text>
        {unit.view ? null : (
          <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
            {w('awaitingReview')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" lineClamp={1} mb={unit.missing.length ? 'xs' : 'md'} dir="auto">
        {unit.description}
      </Text>
      {unit.missing.length ? (
        <Group mb="md">
          <MissingLanguageBadges missing={unit.missing} />
        </Group>
      ) : null}
      <Group gap="xs" mt="auto" grow>
        <Button component={Link} to={`/unit/${unit._id}`} variant="light">
          {w('details')}
        </Button>
        {unit.file ? (
          <Button
            component="a"
            href={unit.file}
            target="_blank"
            rel="noreferrer"
            color="green"
            leftSection={<IconFileSpreadsheet size={16} />}
          >
            {w('availability')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
