import { Alert, Anchor, Button, Divider, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useHasSuperAdminQuery } from '../../api/auth';
import { errorText } from '../../api/errors';
import { useBranding } from '../../server-status/branding';
import { EXTERNAL_LINKS } from '../../navigation/links';
import { isLoggedIn, useSession } from '../../session/session';
import { AuthLayout } from './AuthLayout';
import { MfaSignInStep } from './MfaSignInStep';
import { IS_HOSTED } from '../../session/hostedMode';
import { SsoButton, useOffersSso } from './SsoButton';
import { useSignIn } from './useSignIn';
import { useSsoReturn } from './useSsoReturn';

/** Where to go after signing in: the protected page that sent the user here, else home. */
function returnPath(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') return state.from;
  return '/';
}

function SignInAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {message}
    </Alert>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const hasSuperAdmin = useHasSuperAdminQuery();
  const signIn = useSignIn();
  const sso = useSsoReturn();
  const offersSso = useOffersSso();
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

  const title = t('auth.signInTitle', { product: productName });
  if (sso.isSigningIn) {
    return (
      <AuthLayout title={title} subtitle={t('auth.signInSubtitle')}>
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('auth.ssoSigningIn')}</Text>
        </Stack>
      </AuthLayout>
    );
  }

  if (signIn.data) {
    return (
      <AuthLayout title={title} subtitle={t('auth.signInSubtitle')}>
        <MfaSignInStep challenge={signIn.data} onBack={signIn.reset} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} subtitle={t('auth.signInSubtitle')}>
      <form
        onSubmit={form.onSubmit((values) =>
          signIn.mutate({ username: values.username.trim(), password: values.password }),
        )}
      >
        <Stack gap="md">
          {sso.error && <SignInAlert title={t('auth.ssoFailed')} message={sso.error} />}
          {signIn.isError && <SignInAlert title={t('auth.signInFailed')} message={errorText(signIn.error)} />}
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
          {offersSso && (
            <>
              <Divider label={t('auth.or')} labelPosition="center" />
              <SsoButton />
            </>
          )}
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
