import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { unitMessages } from '@simsar/contract/units-messages';
import type { GuestLinkItem } from '@simsar/contract/units-replies';
import { useEffect, useState } from 'react';
import { currentWords, translate, useI18n } from '../../i18n/i18n.tsx';
import { copyText } from '../../ui/clipboard.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { PageListView } from '../../ui/page-list-view.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toasts.tsx';
import { usePageList } from '../../ui/use-page-list.ts';
import { getGuestLinks, homeKeys, useGuestLinkAction } from './api/home-calls.ts';

/** Copies the link: the spec's alert when the clipboard takes it, a clear message when not. */
async function copyLink(link: string) {
  if (await copyText(link)) showSuccessToast(unitMessages.guestLinkCopied);
  else showErrorToast(translate(currentWords(), 'guestLinks.copyFailed'));
}

/** The new guest link, shown so it cannot be lost; copied at once, and on Copy link. */
export function GuestLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const { t } = useI18n();
  useEffect(() => {
    if (link) void copyLink(link);
  }, [link]);
  return (
    <Modal opened={link !== null} onClose={onClose} title={t('guestLinks.dialogTitle')} centered size="lg">
      <Stack>
        <TextInput
          label={t('guestLinks.link')}
          value={link ?? ''}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('guestLinks.close')}
          </Button>
          <Button onClick={() => link && void copyLink(link)}>{t('guestLinks.copy')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function WaitingLink({ item }: { item: GuestLinkItem }) {
  const action = useGuestLinkAction();
  const [link, setLink] = useState(item.link);
  const { t, formatDate } = useI18n();
  return (
    <Card component="article" aria-label={t('guestLinks.item', { id: item._id })} withBorder radius="md">
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <a href={link} dir="ltr">
            {link}
          </a>
        </Text>
        <Text size="xs" c="dimmed">
          {t('guestLinks.made', {
            date: formatDate(item.createdAt, 'minute'),
          })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => void copyLink(link)}>
            {t('guestLinks.copy')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={action.isPending && action.variables?.action === 'change'}
            onClick={() =>
              confirmYesNo({
                title: t('guestLinks.change'),
                message: t('guestLinks.changeConfirm'),
                onYes: () =>
                  action.mutate(
                    { id: item._id, action: 'change' },
                    { onSuccess: (next) => next && setLink(next) },
                  ),
              })
            }
          >
            {t('guestLinks.change')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() =>
              confirmYesNo({
                title: t('guestLinks.delete'),
                message: unitMessages.deleteConfirm,
                onYes: () => action.mutate({ id: item._id, action: 'delete' }),
              })
            }
          >
            {t('guestLinks.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The empty projects still waiting for their guest, so no link is orphaned. */
export function GuestLinksWaiting() {
  const list = usePageList(
    () => homeKeys.guestLinks,
    (page) => getGuestLinks(page),
  );
  const { t } = useI18n();
  return (
    <Stack gap="sm" role="group" aria-label={t('guestLinks.waiting')}>
      <Title order={3}>{t('guestLinks.waiting')}</Title>
      <Text c="dimmed" size="sm">
        {t('guestLinks.waitingHelp')}
      </Text>
      <PageListView list={list}>
        <Stack gap="sm">
          {list.items.map((item) => (
            <WaitingLink key={item._id} item={item} />
          ))}
        </Stack>
      </PageListView>
    </Stack>
  );
}
