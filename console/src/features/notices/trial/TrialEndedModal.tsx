import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { docsUrl } from '../../../navigation/links';
import { isAdmin, useSession } from '../../../session/session';
import { EXTERNAL_LINKS } from '../../../navigation/links';
import { accountPortalUrl } from '../../../navigation/paths';
import { openUpgradePlanModal } from '../openers';
import { ExternalTextLink } from '../../../components/ExternalTextLink';

const TRIAL_DOCS_PATH = '/pro/trial';

/** 'Your Pro trial has ended', opened by the licence error 'your trial has ended'. */
export function TrialEndedModal({ trialEnded }: { trialEnded: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const [dismissed, setDismissed] = useState(false);
  const admin = isAdmin(session);
  const upgradeUrl = session.tenant && accountPortalUrl(EXTERNAL_LINKS.account, 'upgrade', session.tenant);
  const trialDocs = docsUrl(TRIAL_DOCS_PATH);
  const close = () => setDismissed(true);

  return (
    <Modal opened={trialEnded && !dismissed} onClose={close} title={t('notices.trialEnded.title')} centered size="md">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="orange" variant="light">
            <IconHourglassEmpty size={22} />
          </ThemeIcon>
          <Stack gap="xs">
            <Text size="sm">{t('notices.trialEnded.text')}</Text>
            <Text size="sm" c="dimmed">
              {admin ? t('notices.trialEnded.adminNext') : t('notices.trial.contactAdmin')}
            </Text>
          </Stack>
        </Group>
        {trialDocs && <ExternalTextLink href={trialDocs} label={t('notices.trialEnded.docs')} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('error.dismiss')}
          </Button>
          {admin &&
            (upgradeUrl ? (
              <Button component="a" href={upgradeUrl} target="_blank" rel="noreferrer">
                {t('notices.upgrade.title')}
              </Button>
            ) : (
              <Button
                onClick={() => {
                  close();
                  openUpgradePlanModal();
                }}
              >
                {t('notices.upgrade.title')}
              </Button>
            ))}
        </Group>
      </Stack>
    </Modal>
  );
}
