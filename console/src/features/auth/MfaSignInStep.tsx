import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { MfaChallenge, MfaEnrolment } from '@netloom/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { startSignInMfaEnrolment } from '../../api/mfa';
import { MfaCodeForm } from '../users/profile/MfaCodeForm';
import { MfaSecretCard } from '../users/profile/MfaSecretCard';
import { RecoveryCodes } from '../users/profile/RecoveryCodes';
import { useMfaSignIn } from './useSignIn';

function StepAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('mfa.signIn.failed')} role="alert">
      {errorText(error)}
    </Alert>
  );
}

/** For an admin who must set MFA up before signing in: the new secret, loaded once for the challenge. */
function useSignInEnrolment(challenge: MfaChallenge) {
  return useQuery<MfaEnrolment>({
    queryKey: ['mfa-sign-in-enrolment', challenge.MfaChallenge],
    queryFn: () => startSignInMfaEnrolment(challenge.MfaChallenge),
    enabled: challenge.MfaRequired === 'setup',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The second step of a password sign-in: a code from the authenticator app (or a recovery code), or,
 * for an admin who must have MFA, setting it up (scan, first code, recovery codes shown once).
 */
export function MfaSignInStep({ challenge, onBack }: { challenge: MfaChallenge; onBack: () => void }) {
  const { t } = useTranslation();
  const signIn = useMfaSignIn();
  const enrolment = useSignInEnrolment(challenge);
  const setup = challenge.MfaRequired === 'setup';
  const submit = (code: string) => signIn.mutate({ challenge: challenge.MfaChallenge, code });

  if (signIn.data?.recovery_codes) {
    const login = signIn.data;
    return (
      <RecoveryCodes
        codes={signIn.data.recovery_codes}
        username={challenge.UserName}
        doneLabel={t('mfa.signIn.continue')}
        onDone={() => void signIn.finish(login)}
      />
    );
  }

  return (
    <Stack gap="md">
      <Text fw={600}>{setup ? t('mfa.signIn.setupTitle') : t('mfa.signIn.title')}</Text>
      <Text size="sm">{setup ? t('mfa.signIn.setupText') : t('mfa.signIn.text')}</Text>
      {enrolment.isError && <StepAlert error={enrolment.error} />}
      {enrolment.data && <MfaSecretCard enrolment={enrolment.data} />}
      {signIn.isError && <StepAlert error={signIn.error} />}
      <MfaCodeForm
        label={setup ? t('mfa.code') : t('mfa.signIn.code')}
        submitLabel={setup ? t('mfa.turnOn') : t('mfa.signIn.verify')}
        pending={signIn.isPending}
        allowRecoveryCode={!setup}
        onSubmit={submit}
      />
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        {t('mfa.signIn.back')}
      </Anchor>
    </Stack>
  );
}
