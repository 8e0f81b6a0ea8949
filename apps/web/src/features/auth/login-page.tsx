import { Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { translateMessage, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../ui/api-client.ts';
import { wantToaster } from '../../ui/toasts.tsx';
import { CompanySignInButton, CompanySignInRefusal, ProviderSignOut } from './company-sign-in.tsx';
import { SignedOutLanguageSwitch } from './signed-out-language.tsx';
import { useLoginForm } from './use-login-form.ts';

export { signedInState } from './use-login-form.ts';

/** /login (console-core §2 Sign-in). */
export function LoginPage({ productName }: { productName: string }) {
  const { t } = useI18n();
  const { login, needsCode, errors, field, onSubmit } = useLoginForm();

  return (
    <Center mih="100dvh" p="md" bg="var(--app-surface)">
      <Stack w="100%" maw={420} gap="xs">
        <Group justify="flex-end">
          <SignedOutLanguageSwitch />
        </Group>
        <ProviderSignOut productName={productName} />
        <CompanySignInRefusal />
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%">
          {/* The toasts' code comes at the first touch of the form, before anything can be sent and
              fail: the page itself loads without it (docs/decisions/291). */}
          <form onSubmit={onSubmit} onFocus={wantToaster} onPointerDown={wantToaster} noValidate>
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {t('login.title', { product: productName })}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {t('login.intro')}
                </Text>
              </div>
              <TextInput
                label={t('login.email')}
                type="email"
                autoComplete="username"
                withAsterisk
                error={errors.email}
                {...field('email')}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                withAsterisk
                error={errors.password}
                {...field('password')}
              />
              {needsCode ? (
                <TextInput
                  label={t('login.code')}
                  description={t('login.codeHelp')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  autoFocus
                  error={
                    errors.code ??
                    (login.error instanceof ApiError && login.error.fields?.code
                      ? translateMessage(login.error.fields.code)
                      : undefined)
                  }
                  {...field('code')}
                />
              ) : null}
              <Button type="submit" loading={login.isPending} fullWidth mt="xs">
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
          <CompanySignInButton />
        </Paper>
      </Stack>
    </Center>
  );
}
