import { Stack, Text, Title } from '@mantine/core';
import type { CardGroup } from '@simsar/contract/home';
import { useState } from 'react';
import { CardGrid } from '../../ui/card-grid.tsx';
import { useAdminAlert, useGenerateGuestLink, useSummary } from './api/home-calls.ts';
import { GuestLinkDialog, GuestLinksWaiting } from './guest-links.tsx';
import { bellCountOf, buildHomeCards, overdueCountOf } from './home-cards.ts';

const overdueNote = (count: number) => (count > 0 ? `${count} overdue` : undefined);

/** One home tab (General, Brokers, Clients, Franchises): its cards, with bells from the summary. */
export function HomeCardsPanel({
  group,
  isSuper,
  productName,
}: {
  group: CardGroup;
  isSuper: boolean;
  productName: string;
}) {
  const summary = useSummary();
  const alert = useAdminAlert(isSuper && group === 'General');
  const guestLink = useGenerateGuestLink();
  const [newLink, setNewLink] = useState<string | null>(null);
  const items = buildHomeCards(group, { isSuper, productName }).map((card) => ({
    title: card.title,
    description: card.description,
    to: card.to,
    bellCount: bellCountOf(card, summary.data, alert.data),
    bellCounts: card.bellCounts,
    note: overdueNote(overdueCountOf(card, summary.data)),
    ...(card.action === 'generateGuestLink' && {
      action: {
        label: 'Generate link',
        run: () => guestLink.mutate(undefined, { onSuccess: ({ link }) => setNewLink(link) }),
        busy: guestLink.isPending,
      },
    }),
  }));
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{group}</Title>
        <Text c="dimmed" size="sm">
          Choose a card to open its screen.
        </Text>
      </div>
      <CardGrid items={items} />
      {isSuper && group === 'General' ? <GuestLinksWaiting /> : null}
      <GuestLinkDialog link={newLink} onClose={() => setNewLink(null)} />
    </Stack>
  );
}
