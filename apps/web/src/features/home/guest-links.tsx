import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { unitMessages } from '@simsar/contract/units-messages';
import type { GuestLinkItem } from '@simsar/contract/units-replies';
import { useEffect, useState } from 'react';
import { copyText } from '../../ui/clipboard.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { PageListView } from '../../ui/page-list-view.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toasts.tsx';
import { usePageList } from '../../ui/use-page-list.ts';
import { getGuestLinks, homeKeys, useGuestLinkAction } from './api/home-calls.ts';

export const copyFailedMessage = 'Could not copy the link: select it and copy it by hand';

/** Copies the link: the spec's alert when the clipboard takes it, a clear message when not. */
async function copyLink(link: string) {
  if (await copyText(link)) showSuccessToast(unitMessages.guestLinkCopied);
  else showErrorToast(copyFailedMessage);
}

/** The new guest link, shown so it cannot be lost; copied at once, and on Copy link. */
export function GuestLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  useEffect(() => {
    if (link) void copyLink(link);
  }, [link]);
  return (
    <Modal opened={link !== null} onClose={onClose} title="Guest link" centered size="lg">
      <Stack>
        <TextInput
          label="Link"
          value={link ?? ''}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => link && void copyLink(link)}>Copy link</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function WaitingLink({ item }: { item: GuestLinkItem }) {
  const action = useGuestLinkAction();
  const [link, setLink] = useState(item.link);
  return (
    <Card component="article" aria-label={`Guest link ${item._id}`} withBorder radius="md">
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <a href={link}>{link}</a>
        </Text>
        <Text size="xs" c="dimmed">
          Made {new Date(item.createdAt).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => void copyLink(link)}>
            Copy link
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={action.isPending && action.variables?.action === 'change'}
            onClick={() =>
              confirmYesNo({
                title: 'Change link',
                message: 'The old link stops working. Make a new link?',
                onYes: () =>
                  action.mutate(
                    { id: item._id, action: 'change' },
                    { onSuccess: (next) => next && setLink(next) },
                  ),
              })
            }
          >
            Change link
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() =>
              confirmYesNo({
                title: 'Delete',
                message: unitMessages.deleteConfirm,
                onYes: () => action.mutate({ id: item._id, action: 'delete' }),
              })
            }
          >
            Delete
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
  return (
    <Stack gap="sm" role="group" aria-label="Guest links waiting">
      <Title order={3}>Guest links waiting</Title>
      <Text c="dimmed" size="sm">
        Empty projects whose guest has not filled them in yet.
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
