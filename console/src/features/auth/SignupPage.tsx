import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordErrors, usernameErrors } from '@netloom/contract';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { createSuperAdmin, useHasSuperAdminQuery } from '../../api/auth';
import { errorText } from '../../api/errors';
import { isLoggedIn, useSession } from '../../session/session';
import { PageSkeleton } from '../../components/PageSkeleton';
import { AuthLayout } from './AuthLayout';
import { useSignIn } from './useSignIn';

const firstProblem = (problems: string[]) => problems[0] ?? null;

/** First start: creates the super-admin account, then signs in with it. */
export function SignupPage() {
  const { t } = useTranslation();
  const session = useSession();
  const hasSuperAdmin = useHasSuperAdminQuery();
  const signIn = useSignIn();
  const signUp = useMutation({
    mutationFn: async (credentials: { username: string; password: string }) => {
      await createSuperAdmin(credentials);
      await signIn.mutateAsync(credentials);
    },
  });
  const form = useForm({
    initialValues: { username: '', password: '', confirmPassword: '' },
    validateInputOnChange: true,
    validate: {
      username: (value) => firstProblem(usernameErrors(value.trim())),
      password: (value) => firstProblem(passwordErrors(value)),
      confirmPassword: (value, values) => (value === values.password ? null : t('auth.passwordsDiffer')),
    },
  });

  if (isLoggedIn(session)) return <Navigate to="/" replace />;
  if (hasSuperAdmin.data === true && !signUp.isPending && !signUp.isSuccess) return <Navigate to="/login" replace />;
  if (hasSuperAdmin.isPending) return <PageSkeleton />;

  return (
    <AuthLayout title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      <form
        onSubmit={form.onSubmit((values) =>
          signUp.mutate({ username: values.username.trim(), password: values.password }),
        )}
      >
        <Stack gap="md">
          {signUp.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t('auth.signupFailed')}
              role="alert"
            >
              {errorText(signUp.error)}
            </Alert>
          )}
          <TextInput
            label={t('auth.username')}
            description={t('auth.usernameHint')}
            autoComplete="username"
            autoFocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
            label={t('auth.password')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            {t('auth.createAccount')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
