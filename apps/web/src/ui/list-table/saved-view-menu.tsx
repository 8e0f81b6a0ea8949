import { ActionIcon, Menu, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type SavedView, savedViewInputSchema } from '@simsar/contract/saved-views';
import { IconDotsVertical, IconPencil, IconShare, IconShareOff, IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { confirmYesNo } from '../confirm.tsx';
import { FormActions } from '../form-actions.tsx';
import { FormText } from '../form-fields.tsx';
import { localResolver } from '../form-resolver.ts';
import { userTextIn } from '../user-text.tsx';
import { useSavedViewCalls } from './saved-view-calls.ts';
import { useListTableWords } from './words.ts';

const nameOnly = savedViewInputSchema.pick({ name: true });
type NameOnly = z.input<typeof nameOnly>;

/**
 * The owner's menu of the view open above a list (docs/decisions/564): rename it, share it with
 * every admin or stop sharing it (super admins, as the server allows), delete it after a Yes/No.
 */
export function SavedViewMenu({ view, isSuper }: { view: SavedView; isSuper: boolean }) {
  const w = useListTableWords();
  const { remove, update } = useSavedViewCalls();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [renaming, { open, close }] = useDisclosure(false);
  const askDelete = () =>
    confirmYesNo({
      title: w('deleteViewTitle'),
      message: userTextIn(w('deleteViewMessage'), { name: view.name }),
      onYes: () => remove.mutate(view._id, { onSuccess: () => navigate(pathname) }),
    });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={w('viewMenu', { name: view.name })}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={open}>
            {w('renameView')}
          </Menu.Item>
          {isSuper ? (
            <Menu.Item
              leftSection={view.shared ? <IconShareOff size={16} /> : <IconShare size={16} />}
              onClick={() => update.mutate({ view, change: { shared: !view.shared } })}
            >
              {view.shared ? w('stopSharing') : w('shareView')}
            </Menu.Item>
          ) : null}
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={askDelete}>
            {w('deleteView')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <RenameViewDialog view={view} opened={renaming} onClose={close} />
    </>
  );
}

function RenameViewDialog({
  view,
  opened,
  onClose,
}: {
  view: SavedView;
  opened: boolean;
  onClose: () => void;
}) {
  const w = useListTableWords();
  const { update } = useSavedViewCalls();
  const form = useForm<NameOnly, unknown, z.output<typeof nameOnly>>({
    resolver: localResolver(nameOnly),
    values: { name: view.name },
  });
  const onSubmit = form.handleSubmit(({ name }) =>
    update.mutate({ view, change: { name } }, { onSuccess: onClose }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={w('renameView')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormText form={form} name="name" label={w('viewName')} maxLength={60} data-autofocus />
          <FormActions onCancel={onClose} busy={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
