import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LoginInput, loginSchema } from '@simsar/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../ui/api-client.ts';
import { useLogin } from './api/login.ts';

/** /login (console-core §2 Sign-in). */
export function LoginPage({ productName }: { productName: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  // Asked for once the server answers that this admin signs in with a second factor (decisions/097).
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.code) setNeedsCode(true);
      },
    }),
  );

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {productName} Dashboard
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                Sign in with your administrator account.
              </Text>
            </div>
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              withAsterisk
              error={errors.password?.message}
              {...register('password')}
            />
            {needsCode ? (
              <TextInput
                label="Authentication code"
                description="The 6-digit code from your authenticator app, or a recovery code"
                autoComplete="one-time-code"
                inputMode="numeric"
                autoFocus
                error={login.error instanceof ApiError ? login.error.fields?.code : undefined}
                {...register('code')}
              />
            ) : null}
            <Button type="submit" loading={login.isPending} fullWidth mt="xs">
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
