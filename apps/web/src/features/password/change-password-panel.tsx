import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type ChangePasswordForm, changePasswordFormSchema } from '@simsar/contract/auth';
import { messages } from '@simsar/contract/messages';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { translateMessage } from '../../i18n/i18n.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useChangePassword } from './api/password-calls.ts';
import { usePasswordWords } from './words.ts';

const emptyForm: ChangePasswordForm = { old_password: '', password: '', confirm_password: '' };

/** The home screen's Change password tab (console-core §2, §5). */
export function ChangePasswordPanel() {
  const w = usePasswordWords();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: localResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });

  // A mismatch is shown as an alert (console-core §8), not under the field.
  const confirmError = errors.confirm_password?.message;
  const notMatching = confirmError === translateMessage(messages.passwordNotMatch);

  const onSubmit = handleSubmit(({ old_password, password }) =>
    changePassword.mutate(
      { old_password, password },
      {
        onSuccess: () => reset(emptyForm),
      },
    ),
  );

  return (
    <Stack gap="lg" maw={480}>
      <div>
        <Title order={2}>{w('title')}</Title>
        <Text c="dimmed" size="sm">
          {w('intro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={w('oldPassword')}
              autoComplete="current-password"
              withAsterisk
              error={errors.old_password?.message}
              {...register('old_password')}
            />
            <PasswordInput
              label={w('newPassword')}
              autoComplete="new-password"
              withAsterisk
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordInput
              label={w('confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              error={notMatching || confirmError}
              {...register('confirm_password')}
            />
            {notMatching ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                {confirmError}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={changePassword.isPending}>
                {w('submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
