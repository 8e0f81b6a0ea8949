import { Badge, Group } from '@mantine/core';
import { type BilingualPair, type Language, missingLanguages } from '@simsar/contract/bilingual';
import { IconLanguage } from '@tabler/icons-react';
import { useCommonWords } from './common-words.ts';

/**
 * "Arabic missing" / "English missing" on an item whose half of its texts is not there
 * (docs/decisions/285), in every list of what members see and in its edit form; nothing when whole.
 */
export function MissingLanguageBadges({ missing }: { missing: readonly Language[] }) {
  const w = useCommonWords();
  if (missing.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {missing.map((language) => (
        <Badge
          key={language}
          color="yellow"
          variant="filled"
          autoContrast
          leftSection={<IconLanguage size={12} aria-hidden />}
          title={w('languageMissingHelp', { language: w(`language.${language}`) })}
        >
          {w('languageMissing', { language: w(`language.${language}`) })}
        </Badge>
      ))}
    </Group>
  );
}

/** The badges of an item by its type's bilingual pairs (a content type's row, a project's `unitBilingual`). */
export function ItemLanguageBadges({ item, pairs }: { item: object; pairs: readonly BilingualPair[] }) {
  return <MissingLanguageBadges missing={missingLanguages(item, pairs)} />;
}
