import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useHasSuperAdminQuery } from '../../api/auth';
import { errorText } from '../../api/errors';
import { useBranding } from '../../app/branding';
import { EXTERNAL_LINKS } from '../../app/links';
import { isLoggedIn, useSession } from '../../app/session';
import { AuthLayout } from './AuthLayout';
import { IS_HOSTED } from './hostedMode';
import { useSignIn } from './useSignIn';

/** Where to go after signing in: the protected page that sent the user here, else home. */
function returnPath(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') return state.from;
  return '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const hasSuperAdmin = useHasSuperAdminQuery();
  const signIn = useSignIn();
  const { productName } = useBranding();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('auth.usernameRequired')),
      password: (value) => (value ? null : t('auth.passwordRequired')),
    },
  });

  if (isLoggedIn(session)) return <Navigate to={returnPath(location.state)} replace />;
  if (!IS_HOSTED && hasSuperAdmin.data === false) return <Navigate to="/signup" replace />;

  return (
    <AuthLayout title={t('auth.signInTitle', { product: productName })} subtitle={t('auth.signInSubtitle')}>
      <form
        onSubmit={form.onSubmit((values) =>
          signIn.mutate({ username: values.username.trim(), password: values.password }),
        )}
      >
        <Stack gap="md">
          {signIn.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t('auth.signInFailed')}
              role="alert"
            >
              {errorText(signIn.error)}
            </Alert>
          )}
          <TextInput
            label={t('auth.username')}
            autoComplete="username"
            data-autofocus
            autoFocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {t('auth.signIn')}
          </Button>
          {IS_HOSTED && EXTERNAL_LINKS.account && (
            <Text size="sm" c="dimmed" ta="center">
              {t('signin.hostedHint')}{' '}
              <Anchor href={EXTERNAL_LINKS.account} inherit>
                {t('signin.openAccountPortal')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
