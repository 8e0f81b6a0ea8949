import { Badge, Button, Card, Group, Text } from '@mantine/core';
import type { UnitCard as UnitCardData } from '@simsar/contract/units-replies';
import { IconBuildingSkyscraper, IconFileSpreadsheet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardPicture } from '../../ui/card-picture.tsx';
import { MissingLanguageBadges } from '../../ui/missing-languages.tsx';
import { useUnitsWords } from './words.ts';

/**
 * A project in the list: first image (its thumbnail, or a placeholder when it has none or it cannot load), name, one
 * line of description, Details (content-operations §2).
 */
export function UnitCard({ unit }: { unit: UnitCardData }) {
  const w = useUnitsWords();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={unit.project_name}>
      <Card.Section>
        <CardPicture src={unit.thumbnail} alt={unit.project_name} h={160} icon={IconBuildingSkyscraper} />
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
