import { Alert, Anchor, Button, FileInput, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import {
  type PricePreviewReply,
  type PriceSheetField,
  type PriceSheetMapping,
  type PriceUploadReply,
  priceSheetFields,
} from '@simsar/contract/unit-price-imports';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { translateMessage } from '../../i18n/i18n.tsx';
import { DayInput } from '../../ui/day-input.tsx';
import {
  previewPriceSheet,
  rejectedRowsLink,
  uploadPriceSheet,
  usePublishPriceSheet,
} from './api/price-import-calls.ts';
import { PriceChanges } from './price-changes.tsx';
import { usePriceWords } from './price-words.ts';

type Columns = Record<PriceSheetField, string | null>;
const required: readonly PriceSheetField[] = ['unit_type', 'area', 'price'];

const columnsOf = (sheet: PriceUploadReply): Columns =>
  Object.fromEntries(priceSheetFields.map((field) => [field, sheet.mapping?.[field] ?? null])) as Columns;

const mappingOf = (columns: Columns): PriceSheetMapping => ({
  unit_type: columns.unit_type ?? '',
  area: columns.area ?? '',
  price: columns.price ?? '',
  down_payment: columns.down_payment,
  years: columns.years,
});

/**
 * Importing a developer's price sheet (docs/decisions/551): the file, its columns (the developer's
 * remembered ones chosen already), the preview old -> new with the rows that cannot be read, and the
 * day the new prices start.
 */
export function PriceImportDialog({ unitId, onClose }: { unitId: string; onClose: () => void }) {
  const w = usePriceWords();
  const [sheet, setSheet] = useState<PriceUploadReply | null>(null);
  const [columns, setColumns] = useState<Columns | null>(null);
  const [preview, setPreview] = useState<PricePreviewReply | null>(null);
  const [day, setDay] = useState('');
  const upload = useMutation({ mutationFn: (file: File) => uploadPriceSheet(unitId, file) });
  const check = useMutation({ mutationFn: previewPriceSheet.bind(null, sheet?.import_id ?? '') });
  const publish = usePublishPriceSheet();

  const chooseFile = (file: File | null) => {
    setSheet(null);
    setPreview(null);
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (read) => {
        setSheet(read);
        setColumns(columnsOf(read));
      },
    });
  };
  const setColumn = (field: PriceSheetField, value: string | null) => {
    setPreview(null);
    setColumns((was) => (was ? { ...was, [field]: value } : was));
  };
  const ready = columns !== null && required.every((field) => columns[field]);
  const showPreview = () =>
    columns &&
    check.mutate(mappingOf(columns), {
      onSuccess: (seen) => {
        setPreview(seen);
        setDay(seen.today);
      },
    });
  const send = () =>
    sheet &&
    columns &&
    publish.mutate(
      { importId: sheet.import_id, mapping: mappingOf(columns), effective_from: day },
      { onSuccess: onClose },
    );

  return (
    <Modal opened onClose={onClose} title={w('importSheet')} size="lg" centered>
      <Stack gap="md">
        <FileInput
          label={w('sheetFile')}
          description={w('sheetHint')}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={chooseFile}
          clearable
        />
        {sheet && columns ? (
          <>
            <Text size="sm">{w('sheetRows', { count: sheet.rows })}</Text>
            {sheet.mapping ? <Text size="sm">{w('mappingRemembered')}</Text> : null}
            {priceSheetFields.map((field) => (
              <Select
                key={field}
                label={w(`column.${field}`)}
                data={sheet.headers.filter(Boolean)}
                value={columns[field]}
                onChange={(value) => setColumn(field, value)}
                withAsterisk={required.includes(field)}
                clearable={!required.includes(field)}
                allowDeselect={!required.includes(field)}
              />
            ))}
            <Group>
              <Button variant="light" disabled={!ready} loading={check.isPending} onClick={showPreview}>
                {w('preview')}
              </Button>
            </Group>
          </>
        ) : null}
        {preview && sheet ? (
          <PreviewPart preview={preview} importId={sheet.import_id} day={day} setDay={setDay} />
        ) : null}
        {preview ? (
          <Group justify="flex-end">
            <Button onClick={send} loading={publish.isPending} disabled={preview.read === 0 || !day}>
              {w('publish')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}

function PreviewPart({
  preview,
  importId,
  day,
  setDay,
}: {
  preview: PricePreviewReply;
  importId: string;
  day: string;
  setDay: (day: string) => void;
}) {
  const w = usePriceWords();
  return (
    <Stack gap="sm" aria-label={w('preview')} component="section">
      <Text fw={600}>{w('rowsRead', { count: preview.read })}</Text>
      {preview.changes.length ? (
        <PriceChanges changes={preview.changes} label={w('newPrices')} />
      ) : (
        <Text c="dimmed">{w('noChanges')}</Text>
      )}
      {preview.rejected.length ? (
        <Alert color="orange" variant="light" title={w('rowsRejected', { count: preview.rejected.length })}>
          <List size="sm" spacing={2}>
            {preview.rejected.slice(0, 10).map((row) => (
              <List.Item key={row.row}>
                {w('rowReason', { row: row.row, reason: translateMessage(row.reason) })}
              </List.Item>
            ))}
          </List>
          <Group mt="xs">
            <Anchor href={rejectedRowsLink(importId, 'xlsx')} download>
              {w('downloadRejected', { format: 'XLSX' })}
            </Anchor>
            <Anchor href={rejectedRowsLink(importId, 'csv')} download>
              {w('downloadRejected', { format: 'CSV' })}
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      <DayInput label={w('startsOn')} value={day} onChange={setDay} required />
    </Stack>
  );
}
