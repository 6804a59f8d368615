import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServerConfigQuery } from '../../api/server';
import { DOCS_URL, UI_VERSION } from '../links';
import { useServerHealth } from '../serverHealth';

/** Edition, versions and the documentation link. */
export function SidebarFooter() {
  const { t } = useTranslation();
  const { is_pro: isPro } = useServerHealth();
  const config = useServerConfigQuery(true);
  return (
    <Stack gap={6}>
      <Anchor href={DOCS_URL} target="_blank" rel="noreferrer" size="sm" c="dimmed">
        <Group gap={6}>
          <IconBook size={16} aria-hidden />
          {t('nav.documentation')}
        </Group>
      </Anchor>
      <Group gap="xs">
        <Badge variant="light" size="sm" color={isPro ? 'loom' : 'gray'}>
          {isPro ? t('shell.pro') : t('shell.community')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('shell.uiVersion', { version: UI_VERSION })}
        </Text>
      </Group>
      {config.data?.Version && (
        <Text size="xs" c="dimmed">
          {t('shell.serverVersion', { version: config.data.Version.replace(/^v/, '') })}
        </Text>
      )}
    </Stack>
  );
}
