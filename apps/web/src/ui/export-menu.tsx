import { Button, Menu } from '@mantine/core';
import { exportUrlOf } from '@simsar/contract/exports';
import { IconDownload } from '@tabler/icons-react';
import { useCommonWords } from './common-words.ts';

/**
 * Export: the list as the admin sees it (its search and filter, their own share) downloaded as CSV
 * or XLSX (docs/decisions/280). A plain link: the browser streams the file to disk with the
 * session's cookie, and shows its own progress.
 */
export function ExportMenu({
  list,
  query,
}: {
  list: string;
  query?: Record<string, string | number | undefined>;
}) {
  const w = useCommonWords();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />}>
          {w('export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={exportUrlOf(list, 'xlsx', query)} download>
          {w('excel')}
        </Menu.Item>
        <Menu.Item component="a" href={exportUrlOf(list, 'csv', query)} download>
          {w('csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
