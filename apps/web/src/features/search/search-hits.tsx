import { Badge, Box, Group, Text } from '@mantine/core';
import type { SearchGroup, SearchHit } from '@simsar/contract/global-search';
import { type UserStatus, userTypes } from '@simsar/contract/users';
import { memberTypeIn, useCommonWords } from '../../ui/common-words.ts';
import { useQueueWords } from '../../ui/queue-words.ts';
import { useSearchWords } from './words.ts';

/** One kind's hits under its heading; each option's index counts across the groups. */
export function HitGroup({
  group,
  hits,
  first,
  chosen,
  optionId,
  onOpen,
  onHover,
}: {
  group: SearchGroup;
  hits: SearchHit[];
  first: number;
  chosen: number;
  optionId: (index: number) => string;
  onOpen: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}) {
  const w = useSearchWords();
  const headingId = `${optionId(first)}-group`;
  return (
    <Box role="group" aria-labelledby={headingId} mb="sm">
      <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {w(`group.${group}`)}
      </Text>
      {hits.map((hit, offset) => {
        const index = first + offset;
        return (
          <HitRow
            key={`${hit.kind}-${hit.id}`}
            hit={hit}
            id={optionId(index)}
            selected={index === chosen}
            onOpen={() => onOpen(hit)}
            onHover={() => onHover(index)}
          />
        );
      })}
    </Box>
  );
}

/** One hit: its name, its line beneath, its state and kind; a click opens it. */
function HitRow({
  hit,
  id,
  selected,
  onOpen,
  onHover,
}: {
  hit: SearchHit;
  id: string;
  selected: boolean;
  onOpen: () => void;
  onHover: () => void;
}) {
  const w = useSearchWords();
  const common = useCommonWords();
  const q = useQueueWords();
  const member = (userTypes as readonly string[]).includes(hit.kind);
  const kind =
    hit.kind === 'admin' || hit.kind === 'project'
      ? w(hit.kind)
      : member
        ? memberTypeIn(common, hit.kind)
        : q(`words.${hit.kind}`);
  const status =
    hit.status === '' ? '' : member ? w(`status.${hit.status as UserStatus}`) : q(`status.${hit.status}`);
  return (
    <Box
      id={id}
      role="option"
      aria-selected={selected}
      onClick={onOpen}
      onMouseMove={onHover}
      px="sm"
      py={6}
      style={{
        cursor: 'pointer',
        borderRadius: 'var(--mantine-radius-sm)',
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Box miw={0}>
          <Text size="sm" fw={500} dir="auto" truncate>
            {hit.name}
          </Text>
          <Text size="xs" c="dimmed" dir="auto" truncate>
            {hit.detail}
          </Text>
        </Box>
        <Group gap={4} wrap="nowrap">
          {status ? (
            <Text size="xs" c="dimmed">
              {status}
            </Text>
          ) : null}
          <Badge variant="light" size="sm">
            {kind}
          </Badge>
        </Group>
      </Group>
    </Box>
  );
}
