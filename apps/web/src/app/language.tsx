import { ActionIcon, Menu } from '@mantine/core';
import { preferencesSchema } from '@simsar/contract/auth';
import { apiPaths } from '@simsar/contract/paths';
import {
  type Digits,
  digitSets,
  type Language,
  languages,
  type SessionReply,
} from '@simsar/contract/sign-in';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '../features/auth/api/auth-calls.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { apiRequest } from '../ui/api-client.ts';

/** PUT /api/admin/preferences with one choice; the reply is all of them. */
const savePreferences = (body: { language: Language } | { digits: Digits }) =>
  apiRequest(apiPaths.preferences, { method: 'PUT', body, reply: preferencesSchema });

/**
 * The signed-in admin's language, kept on the server (docs/decisions/287): applied when a session
 * starts, so it follows the admin to every browser, and kept in this browser for its sign-in page.
 */
export function useAdminLanguage(choice: Language | undefined) {
  const { language, setLanguage } = useI18n();
  // Only when the session's choice changes (a sign-in, another tab's switch): not on every switch here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the session's value alone
  useEffect(() => {
    if (choice && language !== choice) void setLanguage(choice);
  }, [choice]);
}

/** The signed-in admin's digits, kept on the server beside the language (docs/decisions/292). */
export function useAdminDigits(choice: Digits | undefined) {
  const { digits, setDigits } = useI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the session's value alone
  useEffect(() => {
    if (choice && digits !== choice) setDigits(choice);
  }, [choice]);
}

/** The header's switch: English or العربية, each named in its own language, saved for the admin at once. */
export function LanguageSwitch() {
  const { language, setLanguage, digits, setDigits, t } = useI18n();
  const queryClient = useQueryClient();
  const remember = (saved: Awaited<ReturnType<typeof savePreferences>>) =>
    queryClient.setQueryData<SessionReply>(authKeys.me, (reply) =>
      reply?.admin ? { admin: { ...reply.admin, ...saved } } : reply,
    );
  const save = useMutation({
    mutationFn: (next: Language) => savePreferences({ language: next }),
    onMutate: async (next) => {
      const before = language;
      await setLanguage(next);
      return { before };
    },
    onSuccess: remember,
    // Not saved: the language goes back to what the server keeps, and the failure is shown as every one is.
    onError: (_error, _next, context) => {
      if (context) void setLanguage(context.before);
    },
  });
  const saveDigits = useMutation({
    mutationFn: (next: Digits) => savePreferences({ digits: next }),
    onMutate: (next) => {
      const before = digits;
      setDigits(next);
      return { before };
    },
    onSuccess: remember,
    onError: (_error, _next, context) => {
      if (context) setDigits(context.before);
    },
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}
        >
          <IconLanguage size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {languages.map((one) => (
          <Menu.Item
            key={one}
            lang={one}
            dir={one === 'ar' ? 'rtl' : 'ltr'}
            rightSection={one === language ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => save.mutate(one)}
          >
            {t(`language.${one}`)}
          </Menu.Item>
        ))}
        {/* Digits matter in Arabic only: English writes Latin ones. */}
        {language === 'ar' ? (
          <>
            <Menu.Divider />
            <Menu.Label>{t('digits.label')}</Menu.Label>
            {digitSets.map((one) => (
              <Menu.Item
                key={one}
                rightSection={one === digits ? <IconCheck size={14} aria-hidden /> : null}
                onClick={() => saveDigits.mutate(one)}
              >
                {t(`digits.${one}`)}
              </Menu.Item>
            ))}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
