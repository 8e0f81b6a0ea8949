import { Stack, Text, Title } from '@mantine/core';
import type { CardGroup } from '@simsar/contract/home';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { CardGrid } from '../../ui/card-grid.tsx';
import { useAdminAlert, useGenerateGuestLink, useSummary } from './api/home-calls.ts';
import { GuestLinkDialog, GuestLinksWaiting } from './guest-links.tsx';
import { bellCountOf, buildHomeCards, cardWords, overdueCountOf } from './home-cards.ts';

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
  const { t, words } = useI18n();
  const items = buildHomeCards(group, { isSuper, productName }).map((card) => {
    const overdue = overdueCountOf(card, summary.data);
    return {
      ...cardWords(card, words, { group, productName, t }),
      to: card.to,
      bellCount: bellCountOf(card, summary.data, alert.data),
      bellCounts: card.bellCounts && { short: t(card.bellCounts.short), long: t(card.bellCounts.long) },
      note: overdue > 0 ? t('home.overdue', { count: overdue }) : undefined,
      ...(card.action === 'generateGuestLink' && {
        action: {
          label: t('home.generateLink'),
          run: () => guestLink.mutate(undefined, { onSuccess: ({ link }) => setNewLink(link) }),
          busy: guestLink.isPending,
        },
      }),
    };
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t(`tab.${group}`)}</Title>
        <Text c="dimmed" size="sm">
          {t('home.chooseCard')}
        </Text>
      </div>
      <CardGrid items={items} />
      {isSuper && group === 'General' ? <GuestLinksWaiting /> : null}
      <GuestLinkDialog link={newLink} onClose={() => setNewLink(null)} />
    </Stack>
  );
}
