import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkServerAddress, passwordProblems, usernameProblems } from '@netloom/contract';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { createSuperAdmin, useFirstRunQuery, useHasSuperAdminQuery } from '../../api/auth';
import { errorText } from '../../api/errors';
import { addressThisBrowserUses, changeServerAddress, useServerAddressQuery } from '../../api/serverAddress';
import { useProblemSentence } from '../../i18n/useProblemSentence';
import { isLoggedIn, useSession } from '../../session/session';
import { notifyProgress } from '../../components/notifyProgress';
import { PageSkeleton } from '../../components/PageSkeleton';
import { addressProblem } from '../server-settings/addressProblem';
import { ServerAddressField } from '../server-settings/ServerAddressField';
import { AuthLayout } from './AuthLayout';
import { useSignIn } from './useSignIn';

interface FirstRun {
  username: string;
  password: string;
  /** What the server printed at start, when it asks for it. */
  setup_code?: string;
  /** Where hosts reach the server; null when NETLOOM_API_HOST sets it. */
  address: string | null;
}

/**
 * First start: creates the super-admin account, signs in with it, and saves the address hosts reach
 * the server at, offered as the one this browser used.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const session = useSession();
  const hasSuperAdmin = useHasSuperAdminQuery();
  const firstRun = useFirstRunQuery();
  const serverAddress = useServerAddressQuery();
  const signIn = useSignIn();
  const signUp = useMutation({
    mutationFn: async ({ address, setup_code, ...credentials }: FirstRun) => {
      await createSuperAdmin({ ...credentials, setup_code });
      await signIn.mutateAsync(credentials);
      // Signed in, the console moves on to the dashboard: the notice tells how saving the address went.
      if (address !== null) {
        void notifyProgress(() => changeServerAddress(address), {
          pending: t('serverSettings.saving'),
          success: t('serverSettings.saved', { address }),
          failure: t('serverSettings.saveFailed'),
        });
      }
    },
  });
  const fixed = serverAddress.data?.source === 'environment';
  const needsCode = firstRun.data?.setup_code_required === true;
  const form = useForm({
    initialValues: {
      setupCode: '',
      username: '',
      password: '',
      confirmPassword: '',
      address: addressThisBrowserUses(),
    },
    validateInputOnChange: true,
    validate: {
      username: (value) => problems.sentence(usernameProblems(value.trim())[0]),
      password: (value) => problems.sentence(passwordProblems(value)[0]),
      confirmPassword: (value, values) => (value === values.password ? null : t('auth.passwordsDiffer')),
      address: (value) => (fixed ? null : addressProblem(value)),
      setupCode: (value) => (needsCode && value.trim() === '' ? t('auth.setupCodeRequired') : null),
    },
  });

  if (isLoggedIn(session)) return <Navigate to="/" replace />;
  if (hasSuperAdmin.data === true && !signUp.isPending && !signUp.isSuccess) return <Navigate to="/login" replace />;
  if (hasSuperAdmin.isPending || serverAddress.isPending || firstRun.isPending) return <PageSkeleton />;

  return (
    <AuthLayout title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      <form
        onSubmit={form.onSubmit((values) => {
          // Valid by now unless fixed: kept as the server keeps it, which the notice then names.
          const address = checkServerAddress(values.address);
          signUp.mutate({
            username: values.username.trim(),
            password: values.password,
            setup_code: needsCode ? values.setupCode : undefined,
            address: fixed || !address.ok ? null : address.address,
          });
        })}
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
          {needsCode && (
            <TextInput
              label={t('auth.setupCode')}
              description={t('auth.setupCodeHint')}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              withAsterisk
              {...form.getInputProps('setupCode')}
            />
          )}
          <TextInput
            label={t('auth.username')}
            description={t('auth.usernameHint')}
            autoComplete="username"
            autoFocus={!needsCode}
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
          <ServerAddressField current={serverAddress.data} input={form.getInputProps('address')} />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            {t('auth.createAccount')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
