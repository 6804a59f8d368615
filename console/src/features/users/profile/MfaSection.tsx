import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MfaEnrolment, UserWithRole } from '@netloom/contract';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/errors';
import {
  useConfirmMfaMutation,
  useDisableMfaMutation,
  useRegenerateRecoveryCodesMutation,
  useStartMfaEnrolmentMutation,
} from '../../../api/mfa';
import { MfaCodeForm } from './MfaCodeForm';
import { MfaProofModal } from './MfaProofModal';
import { MfaSecretCard } from './MfaSecretCard';
import { RecoveryCodes } from './RecoveryCodes';

/** Setting up a new secret: scan it, then confirm with a code, which turns MFA on. */
function Enrolment({
  enrolment,
  onCodes,
  onCancel,
}: {
  enrolment: MfaEnrolment;
  onCodes: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmMfaMutation();
  return (
    <Stack gap="md">
      <MfaSecretCard enrolment={enrolment} />
      {confirm.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(confirm.error)}
        </Alert>
      )}
      <MfaCodeForm
        label={t('mfa.code')}
        submitLabel={t('mfa.turnOn')}
        pending={confirm.isPending}
        onSubmit={(code) => confirm.mutate(code, { onSuccess: onCodes })}
      />
      <Group>
        <Button variant="subtle" onClick={onCancel} disabled={confirm.isPending}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The signed-in user's multi-factor authentication: set up, new recovery codes, turned off. */
export function MfaSection({ user }: { user: UserWithRole }) {
  const { t } = useTranslation();
  const start = useStartMfaEnrolmentMutation();
  const disable = useDisableMfaMutation();
  const regenerate = useRegenerateRecoveryCodesMutation();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'off' | 'codes' | null>(null);

  const close = () => {
    setAsking(null);
    disable.reset();
    regenerate.reset();
  };

  let content;
  if (user.auth_type === 'oauth') content = <Text size="sm">{t('mfa.sso')}</Text>;
  else if (codes) content = <RecoveryCodes codes={codes} username={user.username} onDone={() => setCodes(null)} />;
  else if (enrolment) {
    const finish = (made: string[]) => {
      setEnrolment(null);
      setCodes(made);
    };
    content = <Enrolment enrolment={enrolment} onCodes={finish} onCancel={() => setEnrolment(null)} />;
  } else {
    content = (
      <Stack gap="md">
        <Text size="sm">{user.is_mfa_enabled ? t('mfa.on') : t('mfa.off')}</Text>
        {start.isError && (
          <Alert color="red" variant="light" role="alert" title={t('mfa.startFailed')}>
            {errorText(start.error)}
          </Alert>
        )}
        <Group>
          {user.is_mfa_enabled ? (
            <>
              <Button variant="light" onClick={() => setAsking('codes')}>
                {t('mfa.regenerate')}
              </Button>
              <Button variant="light" color="red" onClick={() => setAsking('off')}>
                {t('mfa.turnOff')}
              </Button>
            </>
          ) : (
            <Button
              variant="light"
              leftSection={<IconShieldLock size={16} aria-hidden />}
              loading={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
            >
              {t('mfa.setUp')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg">
      {content}
      {asking === 'off' && (
        <MfaProofModal
          title={t('mfa.turnOff')}
          text={t('mfa.turnOffText')}
          submitLabel={t('mfa.turnOff')}
          pending={disable.isPending}
          error={disable.error}
          onCancel={close}
          onSubmit={(proof) =>
            disable.mutate(proof, {
              onSuccess: () => notifications.show({ color: 'teal', message: t('mfa.turnedOff') }),
            })
          }
        />
      )}
      {asking === 'codes' && (
        <MfaProofModal
          title={t('mfa.regenerate')}
          text={t('mfa.regenerateText')}
          submitLabel={t('mfa.regenerate')}
          pending={regenerate.isPending}
          error={regenerate.error}
          onCancel={close}
          onSubmit={(proof) =>
            regenerate.mutate(proof, {
              onSuccess: (made) => {
                close();
                setCodes(made);
              },
            })
          }
        />
      )}
    </Paper>
  );
}
