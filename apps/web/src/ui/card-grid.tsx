import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { Bell } from './bell.tsx';

export interface CardGridItem {
  title: string;
  description?: string;
  /** The route the View button opens. */
  to: string;
  icon?: ReactNode;
  /** Pending or new items; a bell shows when above 0. */
  bellCount?: number;
  /** What the bell counts, when not "pending or new" (e.g. unassigned members). */
  bellCounts?: { short: string; long: string } | undefined;
  /** A warning under the title (a queue's overdue items), in red. */
  note?: string | undefined;
  /** A card that acts rather than opens a screen (Generate Guest Link): its button runs this. */
  action?: { label: string; run: () => void; busy?: boolean };
}

/** A grid of cards, each with a title and a View button (the home dashboard's tabs). */
export function CardGrid({ items }: { items: CardGridItem[] }) {
  const { t } = useI18n();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {items.map((item) => (
        <Card
          key={item.title}
          component="section"
          aria-label={item.title}
          withBorder
          radius="md"
          padding="lg"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
            <Group gap="sm" wrap="nowrap">
              {item.icon}
              <Text fw={600} size="lg">
                {item.title}
              </Text>
            </Group>
            {item.bellCount ? <Bell count={item.bellCount} counts={item.bellCounts} /> : null}
          </Group>
          {item.note ? (
            <Text size="sm" c="var(--app-text-danger)" fw={600} mb="xs">
              {item.note}
            </Text>
          ) : null}
          {item.description ? (
            <Text size="sm" c="dimmed" mb="md">
              {item.description}
            </Text>
          ) : null}
          {item.action ? (
            <Button variant="light" mt="auto" fullWidth loading={item.action.busy} onClick={item.action.run}>
              {item.action.label}
            </Button>
          ) : (
            <Button
              component={Link}
              to={item.to}
              variant="light"
              mt="auto"
              fullWidth
              rightSection={<IconArrowRight size={16} aria-hidden className="mirror-rtl" />}
            >
              {t('home.view')}
            </Button>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
