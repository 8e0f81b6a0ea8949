import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DayInput } from '../../ui/day-input.tsx';
import { type ReportFilters, useReportAdmins } from './api/reports-calls.ts';
import { presetOf, rangeOf, rangePresets, todayInCairo } from './report-range.ts';
import { useReportsWords } from './words.ts';

/**
 * The range (a named one at a click, or two days), an admin (super admins), a project and a
 * developer; a named range applies at once, the others with Apply.
 */
export function ReportFiltersForm({
  value,
  isSuper,
  onApply,
}: {
  value: ReportFilters;
  isSuper: boolean;
  onApply: (next: ReportFilters) => void;
}) {
  const w = useReportsWords();
  const today = todayInCairo();
  const admins = useReportAdmins(isSuper);
  const [draft, setDraft] = useState(value);
  const [custom, setCustom] = useState(presetOf(value, today) === 'custom');
  const preset = custom ? 'custom' : presetOf(value, today);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          ...draft,
          project: draft.project?.trim() || undefined,
          developer: draft.developer?.trim() || undefined,
        });
      }}
    >
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          aria-label={w('range')}
          value={preset}
          data={[...rangePresets, 'custom' as const].map((name) => ({ value: name, label: w(name) }))}
          onChange={(name) => {
            if (name === 'custom') return setCustom(true);
            setCustom(false);
            const next = { ...draft, ...rangeOf(name as (typeof rangePresets)[number], today) };
            setDraft(next);
            onApply(next);
          }}
        />
        {preset === 'custom' ? (
          <>
            <DayInput
              label={w('from')}
              value={draft.from}
              onChange={(from) => setDraft({ ...draft, from })}
            />
            <DayInput label={w('to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
          </>
        ) : null}
        {isSuper ? (
          <Select
            label={w('admin')}
            placeholder={w('everyAdmin')}
            data={(admins.data ?? []).map((admin) => ({ value: admin._id, label: admin.name }))}
            value={draft.admin ?? null}
            onChange={(admin) => setDraft({ ...draft, admin: admin || undefined })}
            searchable
            clearable
            w={200}
          />
        ) : null}
        <TextInput
          label={w('project')}
          value={draft.project ?? ''}
          onChange={(event) => setDraft({ ...draft, project: event.currentTarget.value })}
          w={200}
        />
        <TextInput
          label={w('developer')}
          value={draft.developer ?? ''}
          onChange={(event) => setDraft({ ...draft, developer: event.currentTarget.value })}
          w={200}
        />
        <Button type="submit">{w('apply')}</Button>
        <Button
          variant="default"
          onClick={() => {
            const cleared = rangeOf('thisMonth', today);
            setCustom(false);
            setDraft(cleared);
            onApply(cleared);
          }}
        >
          {w('clear')}
        </Button>
      </Group>
    </form>
  );
}
