import { Alert, Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH, passwordProblems } from '@netloom/contract';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/errors';
import { signUpWithInvite, type InviteCode } from '../../api/invites';
import { useProblemSentence } from '../../i18n/useProblemSentence';
import { SsoButton, useOffersSso } from './SsoButton';
import { useSignIn } from './useSignIn';

/**
 * A valid invitation: the invitee chooses a password (or signs in with SSO when the server offers
 * it); the account is created, signed in, and lands on the dashboard.
 */
export function InviteSignupForm({ invite }: { invite: InviteCode }) {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const navigate = useNavigate();
  const offersSso = useOffersSso();
  const signIn = useSignIn();
  const [created, setCreated] = useState(false);
  const signUp = useMutation({
    mutationFn: async (password: string) => {
      if (!created) {
        await signUpWithInvite(invite, password);
        setCreated(true);
      }
      await signIn.mutateAsync({ username: invite.email, password });
    },
    onSuccess: () => void navigate('/dashboard', { replace: true }),
  });
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => problems.sentence(passwordProblems(value)[0]),
      confirmPassword: (value, values) => (value === values.password ? null : t('auth.passwordsDiffer')),
    },
  });

  return (
    <Stack gap="md">
      {offersSso && !created && (
        <>
          <SsoButton invite={{ email: invite.email, inviteCode: invite.invite_code }} />
          <Divider label={t('invite.orPassword')} labelPosition="center" />
        </>
      )}
      <form onSubmit={form.onSubmit((values) => signUp.mutate(values.password))} noValidate>
        <Stack gap="md">
          {signUp.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title={created ? t('invite.signInFailed') : t('invite.signupFailed')}
              role="alert"
            >
              {errorText(signUp.error)}
            </Alert>
          )}
          <TextInput label={t('invite.email')} value={invite.email} disabled autoComplete="username" />
          <PasswordInput
            label={t('auth.password')}
            description={t('invite.passwordHint', { count: PASSWORD_MIN_LENGTH })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
            disabled={created}
            data-autofocus
            autoFocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
            disabled={created}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            {created ? t('auth.signIn') : t('invite.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
