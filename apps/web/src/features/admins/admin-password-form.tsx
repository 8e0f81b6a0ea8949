import { Alert, PasswordInput, Stack } from '@mantine/core';
import { type ChangePasswordBySuperForm, changePasswordBySuperFormSchema } from '@simsar/contract/admins';
import type { Admin } from '@simsar/contract/auth';
import { messages } from '@simsar/contract/messages';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { translateMessage } from '../../i18n/i18n.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { useChangeAdminPassword } from './api/admin-calls.ts';
import { useAdminWords } from './words.ts';

const emptyForm: ChangePasswordBySuperForm = { password: '', confirm_password: '' };

/**
 * The admin card's change password: new and confirm; Change submits, Cancel clears (console-core §4).
 * It opens for one admin from the card's Change password button and closes on Cancel or once the
 * password is changed.
 */
export function AdminPasswordForm({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const w = useAdminWords();
  const change = useChangeAdminPassword();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<ChangePasswordBySuperForm>({
    resolver: localResolver(changePasswordBySuperFormSchema),
    defaultValues: emptyForm,
  });
  const confirmError = errors.confirm_password?.message;
  const notMatching = confirmError === translateMessage(messages.passwordNotMatch);

  const onSubmit = handleSubmit(({ password }) =>
    change.mutate(
      { id: admin._id, password },
      {
        onSuccess: () => {
          reset(emptyForm);
          onClose();
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={w('changePasswordOf', { name: admin.name })}>
      <Stack gap="xs">
        <PasswordInput
          label={w('newPassword')}
          size="xs"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={w('confirmPassword')}
          size="xs"
          autoComplete="new-password"
          error={notMatching || confirmError}
          {...register('confirm_password')}
        />
        {notMatching ? (
          <Alert color="red" variant="light" p="xs" icon={<IconAlertCircle size={16} />}>
            {confirmError}
          </Alert>
        ) : null}
        <FormActions
          size="xs"
          onCancel={() => {
            reset(emptyForm);
            clearErrors();
            onClose();
          }}
          busy={change.isPending}
          submit={w('change')}
        />
      </Stack>
    </form>
  );
}
