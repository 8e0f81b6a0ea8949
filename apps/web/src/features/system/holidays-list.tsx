import { Button, Group, Modal, Table, Text } from '@mantine/core';
import type { Holiday } from '@simsar/contract/work-week';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { useRemoveHoliday } from './api/work-week-calls.ts';
import { RenameHolidayForm } from './holiday-form.tsx';
import { useSystemWords } from './words.ts';

/** The public holidays, each with its names in both languages, to rename or remove. */
export function HolidaysList({ holidays }: { holidays: readonly Holiday[] }) {
  const w = useSystemWords();
  const { language } = useI18n();
  const remove = useRemoveHoliday();
  const [renaming, setRenaming] = useState<Holiday | null>(null);
  if (holidays.length === 0) return <Text c="dimmed">{w('noHolidays')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={480} maxHeight={360}>
        <Table striped aria-label={w('holidays')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{w('holidayDate')}</Table.Th>
              <Table.Th>{w('holidayName')}</Table.Th>
              <Table.Th>{w('holidayNameAr')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holidays.map((holiday) => (
              <Table.Tr key={holiday.date}>
                <Table.Td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {holiday.date}
                </Table.Td>
                <Table.Td dir="ltr">{holiday.name}</Table.Td>
                <Table.Td dir="rtl">{holiday.name_ar}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button size="compact-xs" variant="subtle" onClick={() => setRenaming(holiday)}>
                      {w('rename')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        confirmYesNo({
                          title: w('removeTitle'),
                          message: w('removeMessage', {
                            name: language === 'ar' ? holiday.name_ar : holiday.name,
                            date: holiday.date,
                          }),
                          onYes: () => remove.mutate(holiday.date),
                        })
                      }
                    >
                      {w('remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={renaming ? w('renameTitle', { date: renaming.date }) : ''}
        centered
      >
        {renaming ? <RenameHolidayForm holiday={renaming} onDone={() => setRenaming(null)} /> : null}
      </Modal>
    </>
  );
}
