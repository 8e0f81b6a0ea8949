import { Button, Checkbox, Group, Kbd, Modal, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { inboxKeyList } from './inbox-keys.ts';
import { inboxFirst, setInboxFirst } from './inbox-preference.ts';
import { useInboxWords } from './words.ts';

/** The inbox's title, the choice to open the console on it, and the button that lists its keys. */
export function InboxHeader({ onHelp }: { onHelp: () => void }) {
  const w = useInboxWords();
  const [first, setFirst] = useState(inboxFirst());
  return (
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
        <Button variant="default" size="xs" onClick={onHelp}>
          {w('keysButton')}
        </Button>
      </Group>
    </Group>
  );
}

/** The `?` dialog: each key the inbox reads and what it does, then a kind's moves by their letters. */
export function InboxKeysHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const w = useInboxWords();
  return (
    <Modal opened={opened} onClose={onClose} title={w('keys')} centered>
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
  );
}
