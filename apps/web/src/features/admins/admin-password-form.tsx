import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type ChangePasswordBySuperForm, changePasswordBySuperFormSchema } from '@simsar/contract/admins';
import type { Admin } from '@simsar/contract/auth';
import { messages } from '@simsar/contract/messages';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { showSuccessToast } from '../../ui/toasts.tsx';
import { useChangeAdminPassword } from './api/admin-calls.ts';

const emptyForm: ChangePasswordBySuperForm = { password: '', confirm_password: '' };

/** The admin card's change password: new and confirm; Change submits, Cancel clears (console-core §4). */
export function AdminPasswordForm({ admin }: { admin: Admin }) {
  const change = useChangeAdminPassword();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<ChangePasswordBySuperForm>({
    resolver: zodResolver(changePasswordBySuperFormSchema),
    defaultValues: emptyForm,
  });
  const confirmError = errors.confirm_password?.message;
  const notMatching = confirmError === messages.passwordNotMatch;

  const onSubmit = handleSubmit(({ password }) =>
    change.mutate(
      { id: admin._id, password },
      {
        onSuccess: (reply) => {
          reset(emptyForm);
          showSuccessToast(reply.message);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Change password of ${admin.name}`}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Change password
        </Text>
        <PasswordInput
          label="New password"
          size="xs"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          size="xs"
          autoComplete="new-password"
          error={notMatching || confirmError}
          {...register('confirm_password')}
        />
        {notMatching ? (
          <Alert color="red" variant="light" p="xs" icon={<IconAlertCircle size={16} />}>
            {messages.passwordNotMatch}
          </Alert>
        ) : null}
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              reset(emptyForm);
              clearErrors();
            }}
          >
            Cancel
          </Button>
          <Button size="xs" type="submit" loading={change.isPending}>
            Change
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
