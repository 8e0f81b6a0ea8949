import { Anchor, Stack, Table, Text } from '@mantine/core';
import {
  type AuditEntry,
  assignmentRuleActorName,
  mailSenderActorName,
  namedAuditKinds,
} from '@simsar/contract/audit';
import { type AuditField, auditFieldOf } from '@simsar/contract/audit-fields';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type DateStyle, isDateText } from '../../i18n/dates.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { formatEgp } from '../../ui/money.ts';
import { UserText } from '../../ui/user-text.tsx';
import {
  type AuditText,
  actionLabel,
  fieldLabel,
  kindLabel,
  ruleLabel,
  stateLabel,
  trainingKindLabel,
  useAuditWords,
  userTypeLabel,
} from './words.ts';

/** The fields of the log that hold EGP amounts: shown with separators, as everywhere. */
const moneyFields: ReadonlySet<AuditField> = new Set(['earnings', 'added', 'final_value']);

/** The fields whose values have words of their own: a state, a member type, a training's kind, an admin's name. */
const valueWords: Partial<
  Record<AuditField, (value: unknown, w: AuditText, adminNames: AdminNames) => ReactNode>
> = {
  status: (value, w) => stateLabel(w, value),
  user_type: (value, w) => userTypeLabel(w, value),
  kind: (value, w) => trainingKindLabel(w, value),
  rule: (value, w) => ruleLabel(w, value),
  // The System tab's rules by member type: "Client: Round robin, Franchise: Off".
  assignment_rules: (value, w) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
          .map(([type, rule]) => `${userTypeLabel(w, type) ?? type}: ${ruleLabel(w, rule) ?? String(rule)}`)
          .join(w('listSeparator'))
      : null,
  admin_id: (value, _w, adminNames) => {
    const name = typeof value === 'string' ? adminNames.get(value) : undefined;
    return name === undefined ? null : <UserText>{name}</UserText>;
  },
};

/**
 * What a row's own columns already say: when it was made (the When column, give or take the transaction) and its
 * id (the Item column).
 */
function saidElsewhere(entry: AuditEntry, field: string, known: AuditField | null): boolean {
  if (known === 'created_at') return true;
  return (
    known === 'id' &&
    [entry.before?.[field], entry.after?.[field]].every((id) => id === undefined || id === entry.item_id)
  );
}

/**
 * One side of a change: a value with words of its own in them, a yes/no in words, an amount in EGP; typed text
 * isolated so it keeps its place.
 */
function shown(
  w: AuditText,
  known: AuditField | null,
  value: unknown,
  adminNames: AdminNames,
  formatDate: (value: string, style: DateStyle) => string,
): ReactNode {
  if (value === null || value === undefined) return '—';
  const words = known ? valueWords[known]?.(value, w, adminNames) : null;
  if (words !== null && words !== undefined) return words;
  if (typeof value === 'boolean') return w(value ? 'yes' : 'no');
  const isAmount = typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
  if (known && moneyFields.has(known) && isAmount) return formatEgp(value);
  // A time or a day as every date of the console (a project's delivery day, a check date, a time a change names).
  if (typeof value === 'string' && isDateText(value)) return <bdi>{formatDate(value, 'minute')}</bdi>;
  // A list (a project's features, its images) as its items, each isolated, not as JSON.
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    if (value.length === 0) return '—';
    return value.map((item, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the list's items in their order
      <Fragment key={index}>
        {index > 0 ? w('listSeparator') : ''}
        <UserText>{String(item)}</UserText>
      </Fragment>
    ));
  }
  return <UserText>{typeof value === 'string' ? value : JSON.stringify(value)}</UserText>;
}

/**
 * Each changed field as "field: before → after" (one side only for a creation or a deletion; "—" for a side
 * that does not hold the field), the field in words (decision 295) and the arrow pointing the way the line
 * reads; a field none name is shown as the server wrote it.
 */
function Changes({ entry, adminNames }: { entry: AuditEntry; adminNames: AdminNames }) {
  const w = useAuditWords();
  const { formatDate } = useI18n();
  const lines = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
    .map((field) => ({ field, known: auditFieldOf(field) }))
    .filter(({ field, known }) => !saidElsewhere(entry, field, known));
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map(({ field, known }) => (
        <Text key={field} size="sm" style={{ wordBreak: 'break-word' }}>
          <Text span fw={500}>
            {fieldLabel(w, field) ?? <bdi dir="ltr">{field}</bdi>}
          </Text>
          : {entry.before ? shown(w, known, entry.before[field], adminNames, formatDate) : ''}
          {entry.before && entry.after ? ` ${w('changedTo')} ` : ''}
          {entry.after ? shown(w, known, entry.after[field], adminNames, formatDate) : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** Whom the entry is about, by name beside the kind; "deleted" when a named subject is gone. */
function SubjectName({ entry }: { entry: AuditEntry }) {
  const w = useAuditWords();
  if (entry.subject_name !== null)
    return (
      <Text size="sm" fw={500}>
        <UserText>{entry.subject_name}</UserText>
      </Text>
    );
  if (!namedAuditKinds.includes(entry.kind)) return null;
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {w('deleted')}
    </Text>
  );
}

function ActionWords({ w, action }: { w: AuditText; action: string }) {
  const label = actionLabel(w, action);
  return label === null ? <bdi dir="ltr">{action}</bdi> : <Text size="sm">{label}</Text>;
}

/** The admins' names by id, for an `admin_id` changed (an admin deleted since keeps its id). */
export type AdminNames = ReadonlyMap<string, string>;

export function AuditTable({
  entries,
  adminNames = new Map(),
}: {
  entries: AuditEntry[];
  adminNames?: AdminNames;
}) {
  const w = useAuditWords();
  const { formatDate } = useI18n();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label={w('table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{w('when')}</Table.Th>
            <Table.Th>{w('admin')}</Table.Th>
            <Table.Th>{w('action')}</Table.Th>
            <Table.Th>{w('item')}</Table.Th>
            <Table.Th>{w('changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.at, 'second')}</Table.Td>
              <Table.Td>
                {entry.admin_id === null && entry.admin_name === assignmentRuleActorName ? (
                  <Text size="sm">{w('assignmentRule')}</Text>
                ) : entry.admin_id === null && entry.admin_name === mailSenderActorName ? (
                  <Text size="sm">{w('mailSender')}</Text>
                ) : (
                  <Text size="sm" dir="auto">
                    {entry.admin_name}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {entry.ip ?? ''}
                </Text>
              </Table.Td>
              {/* The action's words; a code none name, as the server wrote it, left to right. */}
              <Table.Td>
                <ActionWords w={w} action={entry.action} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{kindLabel(w, entry.kind)}</Text>
                <SubjectName entry={entry} />
                <Anchor
                  component={Link}
                  to={`/audit?kind=${entry.kind}&item=${encodeURIComponent(entry.item_id)}`}
                  size="xs"
                  dir="ltr"
                >
                  {entry.item_id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Changes entry={entry} adminNames={adminNames} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
