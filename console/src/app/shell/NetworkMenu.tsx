import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SECTION_ICONS } from '../../features/networks/sectionIcons';
import { menuEntryOf, NETWORK_MENU, sectionOfSegment, type SectionKey } from '../../navigation/sections';
import { useIsPro } from '../../features/notices';
import { networkOfPath, networkPath } from '../../navigation/paths';
import { SidebarLink } from './SidebarLink';

/** The menu entry of the current page when it belongs to the network `netid`. */
function currentEntry(pathname: string, netid: string): SectionKey | null {
  const current = networkOfPath(pathname);
  const section = current?.netid === netid ? sectionOfSegment(current.segment) : null;
  return section && menuEntryOf(section);
}

/** The pages of the active network; Pro-only entries are hidden on community servers. */
export function NetworkMenu({ netid }: { netid: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isPro = useIsPro();
  const current = currentEntry(pathname, netid);

  return (
    <Stack gap={2} role="group" aria-label={t('nav.networkPages', { netid })}>
      {NETWORK_MENU.filter((entry) => isPro || !entry.pro).map(({ key }) => {
        const Icon = SECTION_ICONS[key];
        return (
          <SidebarLink
            key={key}
            to={networkPath(netid, key)}
            label={t(`sections.${key}.title`)}
            icon={<Icon size={20} stroke={1.6} aria-hidden />}
            active={current === key}
          />
        );
      })}
    </Stack>
  );
}
