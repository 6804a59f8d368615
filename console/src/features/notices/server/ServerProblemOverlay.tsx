import { Anchor, Badge, Button, Group, List, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ServerHealth } from '../../../server-status/serverHealthState';
import { useSession } from '../../../session/session';
import { EXTERNAL_LINKS } from '../../../navigation/links';
import { accountPortalUrl } from '../../../navigation/paths';
import { causeStates, type CauseState } from './serverProblem';
import { useRestartServer } from './useRestartServer';

const CAUSES = ['billing', 'database', 'broker', 'network'] as const;
const STATE_COLORS: Record<CauseState, string> = { fine: 'teal', problem: 'red', unknown: 'gray' };

interface ServerProblemOverlayProps {
  health: ServerHealth;
  opened: boolean;
  onDismiss: () => void;
}

/** The full-screen server-problem dialog: numbered causes, their state, and 'try restarting'. */
export function ServerProblemOverlay({ health, opened, onDismiss }: ServerProblemOverlayProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { confirmRestart, restarting } = useRestartServer();
  const states = causeStates(health);
  const billingUrl = session.tenant && accountPortalUrl(EXTERNAL_LINKS.account, 'billing', session.tenant);
  const canRestart = session.platformRole?.id === 'super-admin';

  return (
    <Modal.Root opened={opened} onClose={onDismiss} fullScreen transitionProps={{ transition: 'fade', duration: 200 }}>
      <Modal.Content>
        <Modal.Body>
          <Stack maw={640} mx="auto" py="xl" gap="lg">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={48} radius="xl" color="red" variant="light">
                <IconServerOff size={26} />
              </ThemeIcon>
              <Stack gap={2}>
                <Modal.Title fz="h2" fw={700}>
                  {t('error.serverMalfunction')}
                </Modal.Title>
                <Text c="dimmed">{t('error.contactAdmin')}</Text>
              </Stack>
            </Group>
            <Text fw={600}>{t('error.causesTitle')}</Text>
            <List type="ordered" spacing="md">
              {CAUSES.map((cause) => (
                <List.Item key={cause}>
                  <Group gap="xs">
                    <Text fw={600}>{t(`error.causes.${cause}.title`)}</Text>
                    <Badge size="sm" variant="light" color={STATE_COLORS[states[cause]]}>
                      {t(`error.causeState.${states[cause]}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {cause === 'billing' && billingUrl ? (
                      <BillingText billingUrl={billingUrl} />
                    ) : (
                      t(`error.causes.${cause}.text`)
                    )}
                  </Text>
                  {cause === 'billing' && health.license_error && (
                    <Text size="sm" c="red">
                      {health.license_error}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Text size="sm">{canRestart ? t('error.tryRestarting') : t('error.askToRestart')}</Text>
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={onDismiss}>
                    {t('error.dismiss')}
                  </Button>
                  {canRestart && (
                    <Button color="red" loading={restarting} onClick={confirmRestart}>
                      {t('error.restartAction')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Hosted: the billing cause points at the tenant's billing settings in the account portal. */
function BillingText({ billingUrl }: { billingUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('error.billingError')}. {t('error.billingHint')}{' '}
      <Anchor href={billingUrl} target="_blank" rel="noreferrer" inherit>
        {t('error.accountDashboard')}
      </Anchor>
      .
    </>
  );
}
