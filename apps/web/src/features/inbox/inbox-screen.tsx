import {
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Kbd,
  Modal,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  type InboxItem,
  type InboxKind,
  type InboxMove,
  inboxItemRouteOf,
  inboxKinds,
  inboxKindsFor,
  inboxListName,
  inboxMovesOf,
} from '@simsar/contract/inbox';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { usePageNumbers } from '../../ui/page-numbers.ts';
import { useQueueWords } from '../../ui/queue-words.ts';
import { ServiceClock } from '../../ui/service-clock.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { type InboxFilter, useAdminChoices, useInbox, useInboxMove } from './api/inbox-calls.ts';
import { InboxDetail } from './inbox-detail.tsx';
import { inboxKeyList, inboxKeyOf } from './inbox-keys.ts';
import { inboxFirst, setInboxFirst } from './inbox-preference.ts';
import { useInboxWords } from './words.ts';

/** A kind's badge is never cut ('De…'): a long one wraps inside the badge instead. */
const kindBadgeStyles = {
  root: { overflow: 'visible', maxWidth: 'none', height: 'auto', minHeight: 'var(--badge-height)' },
  label: { overflow: 'visible', whiteSpace: 'normal', lineHeight: 1.4 },
} as const;

/** A long e-mail or name in a narrow column breaks rather than pushing the page sideways. */
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/** The brokers screen's Accept dialog: the admin the broker goes to, the suggested one chosen. */
export type InboxAcceptDialog = ComponentType<{
  broker: { _id: string; name: string };
  accepting: boolean;
  onYes: (adminId: string) => void;
  onNo: () => void;
}>;

/** What an item's queue card warns of (a CIL's duplicate), shown in the open item. */
export type InboxItemWarning = ComponentType<{ item: InboxItem }>;

/**
 * /inbox: every waiting item of every queue the admin may see, oldest first (docs/decisions/281).
 * Driven by keys: j/k move, Enter opens the item beside the list, each move on its key (shown on its
 * button), `?` lists them; a move that asks first is answered with Enter (Yes) or Escape (No). The
 * pieces of other areas it shows (the broker's Accept dialog, a CIL's duplicate warning) are given
 * by the app, as their own screens show them.
 */
export function InboxScreen({
  isSuper,
  AcceptDialog,
  ItemWarning,
}: {
  isSuper: boolean;
  AcceptDialog: InboxAcceptDialog;
  ItemWarning: InboxItemWarning;
}) {
  const w = useInboxWords();
  const q = useQueueWords();
  const pageInDigits = usePageNumbers();
  const kindWords = (kind: InboxKind) => q(`words.${kind}`);
  // The kinds this admin's inbox may hold (reset requests are a super admin's).
  const kindChoicesFor = (withResets: boolean) =>
    inboxKindsFor(withResets).map((kind) => ({ value: kind, label: kindWords(kind) }));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter: InboxFilter = {
    page: Number(params.get('page') ?? 1) || 1,
    kind: (inboxKinds as readonly string[]).includes(params.get('kind') ?? '')
      ? (params.get('kind') as InboxKind)
      : undefined,
    admin: isSuper ? (params.get('admin') ?? undefined) : undefined,
  };
  /** The filter and page live in the address, so a reload or a link keeps them. */
  const setFilter = (next: InboxFilter) => {
    const values: Record<string, string> = {};
    if (next.page > 1) values.page = String(next.page);
    if (next.kind) values.kind = next.kind;
    if (next.admin) values.admin = next.admin;
    setParams(values, { replace: true });
  };
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<InboxItem | undefined>();
  const [asking, setAsking] = useState<{ item: InboxItem; move: InboxMove } | undefined>();
  const [accepting, setAccepting] = useState<{ item: InboxItem; move: InboxMove } | undefined>();
  const [help, setHelp] = useState(false);
  const [first, setFirst] = useState(inboxFirst());
  const inbox = useInbox(filter);
  const admins = useAdminChoices(isSuper);
  const mover = useInboxMove(() => setOpen(undefined));
  const items = inbox.data?.items ?? [];
  const current = items[Math.min(selected, items.length - 1)];

  function make(item: InboxItem, move: InboxMove) {
    if (move.asks === 'admin') setAccepting({ item, move });
    else if (move.confirm) setAsking({ item, move });
    else mover.mutate({ move });
  }

  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    if (asking || accepting || help) return;
    const key = inboxKeyOf(event);
    if (!key) return;
    if (key === '?') setHelp(true);
    else if (key === 'j') setSelected((at) => Math.min(at + 1, Math.max(0, items.length - 1)));
    else if (key === 'k') setSelected((at) => Math.max(0, at - 1));
    else if (key === 'Enter' && current) setOpen(current);
    else if (key === 'o' && current) navigate(inboxItemRouteOf(current));
    else if (current) {
      const move = inboxMovesOf(current.kind, current.status, current.id, isSuper).find(
        (entry) => entry.key === key,
      );
      if (!move) return;
      make(current, move);
    } else return;
    event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const detail = open && items.some((item) => item.id === open.id) ? open : undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{w('title')}</Title>
        <Group>
          <Checkbox
            label={w('inboxFirst')}
            checked={first}
            onChange={(event) => {
              setInboxFirst(event.currentTarget.checked);
              setFirst(event.currentTarget.checked);
            }}
          />
          <Button variant="default" size="xs" onClick={() => setHelp(true)}>
            {w('keysButton')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <Select
          label={w('kind')}
          placeholder={w('everyKind')}
          clearable
          data={kindChoicesFor(isSuper)}
          value={filter.kind ?? null}
          onChange={(kind) => {
            setFilter({ ...filter, page: 1, kind: (kind as InboxKind | null) ?? undefined });
            setSelected(0);
          }}
        />
        {isSuper ? (
          <Select
            label={w('assignedAdmin')}
            placeholder={w('everyAdmin')}
            clearable
            searchable
            data={(admins.data?.admins ?? []).map((admin) => ({ value: admin._id, label: admin.name }))}
            value={filter.admin ?? null}
            onChange={(admin) => {
              setFilter({ ...filter, page: 1, admin: admin ?? undefined });
              setSelected(0);
            }}
          />
        ) : null}
        <ExportMenu list={inboxListName} query={{ kind: filter.kind, admin: filter.admin }} />
      </Group>
      <Text size="sm" c="dimmed">
        {inbox.data ? w('waiting', { count: inbox.data.total }) : w('loading')}
      </Text>
      {inbox.data && items.length === 0 ? (
        <EmptyState message={w('nothingWaiting')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Table highlightOnHover aria-label={w('waitingItems')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{w('kind')}</Table.Th>
                <Table.Th>{w('filedBy')}</Table.Th>
                <Table.Th>{w('what')}</Table.Th>
                <Table.Th visibleFrom="sm">{w('clock')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr
                  key={`${item.kind}-${item.id}`}
                  aria-selected={item === current}
                  bg={item === current ? 'var(--mantine-color-blue-light)' : undefined}
                  onClick={() => {
                    setSelected(index);
                    setOpen(item);
                  }}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    {/* Never cut to 'De…' in the narrow first column, in either direction: on a phone
                        a long kind wraps to a second line. */}
                    <Badge variant="light" styles={kindBadgeStyles}>
                      {kindWords(item.kind)}
                    </Badge>
                    {/* A phone has no room for the clock's own column (390 px): it goes under the kind. */}
                    <Box hiddenFrom="sm" mt={4}>
                      <ServiceClock item={item} todo />
                    </Box>
                  </Table.Td>
                  <Table.Td style={breakAnywhere}>
                    {item.filed_by ? <bdi>{item.filed_by.name}</bdi> : w('anyone')}
                  </Table.Td>
                  <Table.Td>
                    {/* The summary's own direction, so a cut one ends in '…' on its own end, not at its start. */}
                    <Text size="sm" lineClamp={1} dir="auto" style={breakAnywhere}>
                      <bdi>{item.summary}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <ServiceClock item={item} todo />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {detail ? (
            <InboxDetail
              item={detail}
              isSuper={isSuper}
              onMove={(move) => make(detail, move)}
              busy={mover.isPending}
              warning={<ItemWarning item={detail} />}
            />
          ) : (
            <Text c="dimmed" size="sm">
              {userTextIn(w('openHint'), { key: 'Enter' }, ['key'])}
            </Text>
          )}
        </SimpleGrid>
      )}
      {inbox.data && inbox.data.pages > 1 ? (
        <Pagination
          getItemProps={pageInDigits}
          total={inbox.data.pages}
          value={filter.page}
          onChange={(page) => {
            setFilter({ ...filter, page });
            setSelected(0);
          }}
        />
      ) : null}
      <Modal
        opened={asking !== undefined}
        onClose={() => setAsking(undefined)}
        title={w('areYouSure')}
        centered
      >
        {asking ? (
          <Stack>
            <Text size="sm">
              {userTextIn(w('moveAsk'), {
                move: q(`move.${asking.move.label}`),
                kind: kindWords(asking.item.kind),
                name: asking.item.filed_by?.name ?? w('anyoneInSentence'),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(undefined)}>
                {userTextIn(w('noEsc'), { key: 'Esc' }, ['key'])}
              </Button>
              <Button
                data-autofocus
                onClick={() => {
                  mover.mutate({ move: asking.move });
                  setAsking(undefined);
                }}
              >
                {userTextIn(w('yesEnter'), { key: 'Enter' }, ['key'])}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      {accepting ? (
        <AcceptDialog
          broker={{ _id: accepting.item.id, name: accepting.item.filed_by?.name ?? '' }}
          accepting={mover.isPending}
          onYes={(adminId) =>
            mover.mutate({ move: accepting.move, adminId }, { onSuccess: () => setAccepting(undefined) })
          }
          onNo={() => setAccepting(undefined)}
        />
      ) : null}
      <Modal opened={help} onClose={() => setHelp(false)} title={w('keys')} centered>
        <Table>
          <Table.Tbody>
            {inboxKeyList.map(([key, what]) => (
              <Table.Tr key={key}>
                <Table.Td>
                  <Kbd>{key}</Kbd>
                </Table.Td>
                <Table.Td>{w(what)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>
                <Text size="sm">{w('aLetter')}</Text>
              </Table.Td>
              <Table.Td>{w('letterMove')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Modal>
    </Stack>
  );
}
