import { NavLink, Stack } from '@mantine/core';
import {
  IconArrowsSplit,
  IconChartBar,
  IconRouter,
  IconServer2,
  IconShieldLock,
  IconTags,
  IconWorld,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuSectionOf, NETWORK_SECTIONS, type SectionKey } from '../../features/networks/sections';
import { useActiveNetwork } from '../../features/networks/useActiveNetwork';
import { networkPath } from '../links';
import { useServerHealth } from '../serverHealth';

const SECTION_ICONS: Partial<Record<SectionKey, Icon>> = {
  nodes: IconServer2,
  gateways: IconRouter,
  egress: IconArrowsSplit,
  internetGateways: IconWorld,
  accessControl: IconShieldLock,
  tagManager: IconTags,
  dns: IconWorldWww,
  analytics: IconChartBar,
};

/** The pages of the active network; Pro-only entries are hidden on community servers. */
export function NetworkMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { active } = useActiveNetwork();
  const { is_pro: isPro } = useServerHealth();
  const [, root, netid, segment] = pathname.split('/');
  const current =
    root === 'networks' && active && decodeURIComponent(netid ?? '') === active.netid ? menuSectionOf(segment) : null;

  return (
    <Stack gap={2}>
      {NETWORK_SECTIONS.filter((section) => section.inMenu && (isPro || !section.pro)).map((section) => {
        const Icon = SECTION_ICONS[section.key] ?? IconServer2;
        return (
          <NavLink
            key={section.key}
            component={Link}
            to={networkPath(active?.netid ?? '', section.path)}
            label={t(`sections.${section.key}.title`)}
            leftSection={<Icon size={18} stroke={1.6} />}
            active={current === section.key}
          />
        );
      })}
    </Stack>
  );
}
