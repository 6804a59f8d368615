import { ActionIcon, Burger, Group, Kbd, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SidebarStateControls } from './useSidebarState';

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const SHORTCUT = onMac ? '⌘ S' : 'Ctrl + S';

/** Pins or unpins the sidebar on wide windows; opens and closes the drawer below 768px. */
export function SidebarToggle({ sidebar }: { sidebar: SidebarStateControls }) {
  const { t } = useTranslation();
  if (!sidebar.desktop) {
    return (
      <Burger
        opened={sidebar.mobileOpen}
        onClick={sidebar.toggleMobile}
        size="sm"
        aria-label={t('nav.toggle')}
        aria-expanded={sidebar.mobileOpen}
        aria-controls="sidebar"
      />
    );
  }
  const Icon = sidebar.pinned ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  return (
    <Tooltip
      label={
        <Group gap={8} wrap="nowrap">
          <Text size="xs">{sidebar.pinned ? t('nav.unpinSidebar') : t('nav.pinSidebar')}</Text>
          <Kbd size="xs">{SHORTCUT}</Kbd>
        </Group>
      }
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('nav.pinSidebar')}
        aria-pressed={sidebar.pinned}
        aria-controls="sidebar"
        aria-keyshortcuts={onMac ? 'Meta+S' : 'Control+S'}
        onClick={sidebar.togglePinned}
      >
        <Icon size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
