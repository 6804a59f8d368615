import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServerConfigQuery } from '../../api/server';
import { NewTabHint } from '../../components/NewTabHint';
import { openNewServerVersionModal, openUpgradePlanModal, useIsPro, useUpgradeAvailable } from '../../features/notices';
import { EXTERNAL_LINKS, UI_VERSION } from '../../navigation/links';

/**
 * The footer: Docs, Support, Help center and Terms links (a link whose build
 * setting is empty is left out), the edition, an Update button when an upgrade is available, and
 * the UI and server versions. Community servers also offer the Upgrade Plan dialog there.
 */
export function ShellFooter() {
  const { t } = useTranslation();
  const isPro = useIsPro();
  const upgradeAvailable = useUpgradeAvailable();
  const serverVersion = useServerConfigQuery(true).data?.Version;
  const links = [
    { href: EXTERNAL_LINKS.docs, label: t('footer.docs') },
    { href: EXTERNAL_LINKS.support, label: t('footer.support') },
    { href: EXTERNAL_LINKS.helpCenter, label: t('footer.helpCenter') },
    { href: EXTERNAL_LINKS.terms, label: t('footer.terms') },
  ].filter((link) => link.href);

  return (
    <Group
      component="footer"
      justify="space-between"
      gap="sm"
      px="lg"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
              {link.label}
              <NewTabHint />
            </Anchor>
          </li>
        ))}
      </Group>
      <Group gap="sm">
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t('footer.edition')}
          </Text>
          <Badge size="sm" variant="light" color={isPro ? 'loom' : 'gray'}>
            {isPro ? t('shell.pro') : t('shell.community')}
          </Badge>
          {!isPro && (
            <Button size="compact-xs" variant="subtle" onClick={openUpgradePlanModal}>
              {t('notices.upgrade.title')}
            </Button>
          )}
        </Group>
        {upgradeAvailable && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconArrowUp size={12} aria-hidden />}
            onClick={openNewServerVersionModal}
          >
            {t('footer.update')}
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {t('shell.uiVersion', { version: UI_VERSION })}
        </Text>
        {serverVersion && (
          <Text size="xs" c="dimmed">
            {t('shell.serverVersion', { version: serverVersion.replace(/^v/, '') })}
          </Text>
        )}
      </Group>
    </Group>
  );
}
