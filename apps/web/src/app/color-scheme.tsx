import { ActionIcon, Menu, useMantineColorScheme } from '@mantine/core';
import { preferencesSchema } from '@simsar/contract/auth';
import { apiPaths } from '@simsar/contract/paths';
import type { ColorSchemeChoice, SessionReply } from '@simsar/contract/sign-in';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '../features/auth/api/auth-calls.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { apiRequest } from '../ui/api-client.ts';

/** The choices of the switch, in order, with their words and icons. */
const choices: { value: ColorSchemeChoice; icon: typeof IconSun }[] = [
  { value: 'auto', icon: IconDeviceDesktop },
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
];

/**
 * The signed-in admin's choice of colours, kept on the server (docs/decisions/286): applied when a
 * session starts, so it follows the admin to every browser. Mantine keeps it in this browser too,
 * which paints the sign-in page as the last admin here chose, and the system's colours before that.
 */
export function useAdminColorScheme(choice: ColorSchemeChoice | undefined) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Only when the session's choice changes (a sign-in, another tab's switch): not on every switch here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the session's value alone
  useEffect(() => {
    if (choice && colorScheme !== choice) setColorScheme(choice);
  }, [choice]);
}

/** The header's switch: as the system's, light or dark, saved for the admin at once. */
export function ColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (color_scheme: ColorSchemeChoice) =>
      apiRequest(apiPaths.preferences, {
        method: 'PUT',
        body: { color_scheme },
        reply: preferencesSchema,
      }),
    onMutate: (next) => {
      const before = colorScheme;
      setColorScheme(next);
      return { before };
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<SessionReply>(authKeys.me, (reply) =>
        reply?.admin ? { admin: { ...reply.admin, ...saved } } : reply,
      ),
    // Not saved: the colours go back to what the server keeps, and the failure is shown as every one is.
    onError: (_error, _next, context) => {
      if (context) setColorScheme(context.before);
    },
  });
  const current = choices.find((choice) => choice.value === colorScheme) ?? choices[0];
  const Icon = current?.icon ?? IconDeviceDesktop;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`${t('colours.label')}: ${t(`colours.${current?.value ?? 'auto'}`)}`}
        >
          <Icon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('colours.label')}</Menu.Label>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.value}
            leftSection={<choice.icon size={16} />}
            rightSection={choice.value === colorScheme ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => save.mutate(choice.value)}
          >
            {t(`colours.${choice.value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
