import { Button, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type CreateAdminInput, createAdminSchema } from '@simsar/contract/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { localResolver } from '../../ui/form-resolver.ts';
import { useCreateAdmin } from './api/admin-calls.ts';
import { useAdminWords } from './words.ts';

const emptyForm: CreateAdminInput = { name: '', email: '', password: '' };

/** The Add admin tab: name, e-mail, password (console-core §5 New admin). */
export function AddAdminForm() {
  const w = useAdminWords();
  const create = useCreateAdmin();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateAdminInput>({ resolver: localResolver(createAdminSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        reset(emptyForm);
        navigate('/admins/view');
      },
      onError: (error) => {
        const field = (error as { fields?: Record<string, string> }).fields?.email;
        if (field) setError('email', { message: field });
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p="lg" maw={480}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={w('name')} withAsterisk error={errors.name?.message} {...register('name')} />
          <TextInput
            label={w('email')}
            type="email"
            autoComplete="off"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label={w('password')}
            autoComplete="new-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {w('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
