import { Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session';
import { CodeSnippet } from '../../../components/CodeSnippet';
import { EXTERNAL_LINKS } from '../../../navigation/links';
import { accountPortalUrl } from '../../../navigation/paths';
import { MODAL_IDS } from './modalIds';

const PRO_FEATURES = ['networks', 'oauth', 'internetGateways', 'relays'] as const;

/** What the Professional license adds, and how to get it here. */
export function UpgradePlanContent() {
  const { t } = useTranslation();
  const { tenant } = useSession();
  const upgradeUrl = tenant && accountPortalUrl(EXTERNAL_LINKS.account, 'upgrade', tenant);
  return (
    <Stack gap="lg">
      <Text>{t('notices.upgrade.intro')}</Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {PRO_FEATURES.map((feature) => (
          <List.Item key={feature}>
            <Text fw={600} size="sm">
              {t(`notices.upgrade.features.${feature}.title`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`notices.upgrade.features.${feature}.text`)}
            </Text>
          </List.Item>
        ))}
      </List>
      {upgradeUrl ? (
        <Text size="sm">{t('notices.upgrade.hostedHow')}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('notices.upgrade.selfHostedHow')}</Text>
          <CodeSnippet code="NETLOOM_EDITION=pro" copyLabel={t('notices.upgrade.copySetting')} />
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => modals.close(MODAL_IDS.upgradePlan)}>
          {t('notices.upgrade.later')}
        </Button>
        {upgradeUrl && (
          <Button
            component="a"
            href={upgradeUrl}
            target="_blank"
            rel="noreferrer"
            rightSection={<IconExternalLink size={16} />}
          >
            {t('notices.upgrade.upgradeNow')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
