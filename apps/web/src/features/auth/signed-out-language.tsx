import { Button } from '@mantine/core';
import type { Language } from '@simsar/contract/sign-in';
import { IconLanguage } from '@tabler/icons-react';
import { useI18n } from '../../i18n/i18n.tsx';

// Its own file: the sign-in page loads this one and not the header's menu (docs/decisions/140, 287).
/** The sign-in page's switch: a button to the other language, kept in this browser (no one signed in yet). */
export function SignedOutLanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      lang={other}
      onClick={() => void setLanguage(other)}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
