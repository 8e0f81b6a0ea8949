import { Button, Group, Select, TextInput } from '@mantine/core';
import { auditActions, auditKinds } from '@simsar/contract/audit';
import { useState } from 'react';
import { DayInput } from '../../ui/day-input.tsx';
import type { AuditFilters } from './api/audit-calls.ts';
import { useAdminChoices } from './api/audit-calls.ts';
import { type AuditText, kindLabel, useAuditWords } from './words.ts';

const kindOptionsIn = (w: AuditText) =>
  Object.keys(auditKinds).map((value) => ({ value, label: kindLabel(w, value) }));

/** The actions offered for a kind whose actions are few and fixed (sign-ins); none for the others. */
function actionOptionsOf(kind: string | undefined, w: AuditText) {
  const actions: Record<string, string> | undefined = (
    auditActions as Record<string, Record<string, string>>
  )[kind ?? ''];
  return actions
    ? Object.keys(actions).map((value) => ({
        value,
        label: w(`action.${kind}.${value}` as `action.sign_in.${keyof typeof auditActions.sign_in}`),
      }))
    : [];
}

/** Admin, kind of item, item and days; applied together (back to page 1) with Apply. */
export function AuditFiltersForm({
  value,
  onApply,
}: {
  value: AuditFilters;
  onApply: (next: AuditFilters) => void;
}) {
  const w = useAuditWords();
  const admins = useAdminChoices();
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilters) => (next: string | null) =>
    setDraft((current) => ({ ...current, [key]: next || undefined }));
  const actionOptions = actionOptionsOf(draft.kind, w);
  const adminOptions = (admins.data ?? []).map((admin) => ({ value: admin._id, label: admin.name }));
  if (value.admin && !adminOptions.some((option) => option.value === value.admin)) {
    adminOptions.push({ value: value.admin, label: w('deletedAdmin', { id: value.admin.slice(0, 8) }) });
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, item: draft.item?.trim() || undefined, page: 1 });
      }}
    >
      <Group align="flex-end" gap="sm">
        <Select
          label={w('admin')}
          placeholder={w('anyAdmin')}
          data={adminOptions}
          value={draft.admin ?? null}
          onChange={set('admin')}
          searchable
          clearable
          w={200}
        />
        <Select
          label={w('kind')}
          placeholder={w('anyKind')}
          data={kindOptionsIn(w)}
          value={draft.kind ?? null}
          // Another kind has other actions: the action chosen goes with the kind.
          onChange={(next) =>
            setDraft((current) => ({ ...current, kind: next || undefined, action: undefined }))
          }
          clearable
          w={200}
        />
        {actionOptions.length > 0 ? (
          <Select
            label={w('action')}
            placeholder={w('anyAction')}
            data={actionOptions}
            value={draft.action ?? null}
            onChange={set('action')}
            clearable
            w={220}
          />
        ) : null}
        <TextInput
          label={w('item')}
          placeholder={w('itemId')}
          value={draft.item ?? ''}
          onChange={(event) => set('item')(event.currentTarget.value)}
          w={300}
        />
        <DayInput label={w('from')} value={draft.from ?? ''} onChange={set('from')} />
        <DayInput label={w('to')} value={draft.to ?? ''} onChange={set('to')} />
        <Button type="submit">{w('apply')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft({ page: 1 });
            onApply({ page: 1 });
          }}
        >
          {w('clear')}
        </Button>
      </Group>
    </form>
  );
}
