import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconSelector, IconTopologyStar3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NetworkSwitcher } from './NetworkSwitcher';
import { SidebarTooltip } from './SidebarTooltip';

/** The sidebar's network switcher button: the active network's name (`name || netid`), an icon alone while collapsed. */
export function SidebarNetworkSwitcher({ name }: { name: string }) {
  const { t } = useTranslation();
  const label = t('nav.switchNetwork', { netid: name });
  return (
    <NetworkSwitcher>
      <SidebarTooltip label={label}>
        <UnstyledButton
          aria-label={label}
          px={7}
          py={6}
          w="100%"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-body)',
            overflow: 'hidden',
          }}
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={28} style={{ flexShrink: 0 }}>
              <IconTopologyStar3 size={18} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" c="dimmed" lh={1.3}>
                {t('nav.network')}
              </Text>
              <Text size="sm" fw={600} truncate lh={1.3}>
                {name}
              </Text>
            </Stack>
            <IconSelector size={16} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </SidebarTooltip>
    </NetworkSwitcher>
  );
}
