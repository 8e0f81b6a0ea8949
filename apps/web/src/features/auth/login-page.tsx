import { Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LoginInput, loginSchema } from '@simsar/contract/sign-in';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { translateMessage, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../ui/api-client.ts';
import { wantToaster } from '../../ui/toasts.tsx';
import { useLogin } from './api/auth-calls.ts';
import { SignedOutLanguageSwitch } from './signed-out-language.tsx';

/** What the sign-in leaves on the history entry of home, so home knows the admin has just signed in. */
export const signedInState = { signedIn: true } as const;

/** /login (console-core §2 Sign-in). */
export function LoginPage({ productName }: { productName: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const { t } = useI18n();
  // Asked for once the server answers that this admin signs in with a second factor (decisions/097).
  const [needsCode, setNeedsCode] = useState(false);
  // A plain form: the sign-in page is the console's first load and carries no form library
  // (docs/decisions/140). Checked on submit, then again on every change, like the other forms.
  const [values, setValues] = useState<Required<LoginInput>>({ email: '', password: '', code: '' });
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const check = (next: Required<LoginInput>) => {
    const parsed = loginSchema.safeParse(needsCode ? next : { ...next, code: undefined });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    return parsed;
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      fieldRefs.current[name] = element;
    },
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (submitted) check(next);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = check(values);
    if (!parsed.success) {
      const first = fields.find((name) => fieldErrors(parsed.error.issues)[name]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: () => navigate('/', { replace: true, state: signedInState }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.code) setNeedsCode(true);
      },
    });
  };

  return (
    <Center mih="100dvh" p="md" bg="var(--app-surface)">
      <Stack w="100%" maw={420} gap="xs">
        <Group justify="flex-end">
          <SignedOutLanguageSwitch />
        </Group>
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
        </Paper>
      </Stack>
    </Center>
  );
}

const fields = ['email', 'password', 'code'] as const;
type Field = (typeof fields)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** The first message of each field, as the form shows them. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path[0] as Field;
    errors[name] ??= translateMessage(issue.message);
  }
  return errors;
}
