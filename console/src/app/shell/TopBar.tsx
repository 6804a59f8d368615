import { Box, Image } from '@mantine/core';
import { useBranding } from '../../server-status/branding';
import { LiveIndicator } from './LiveIndicator';
import { PathBreadcrumbs } from './PathBreadcrumbs';
import { SidebarToggle } from './SidebarToggle';
import { ThemeSwitch } from './ThemeSwitch';
import type { SidebarStateControls } from './useSidebarState';

/** The bar above every page: the sidebar toggle, the breadcrumbs, the live-updates indicator and the theme switch. */
export function TopBar({ sidebar }: { sidebar: SidebarStateControls }) {
  const { logoUrl } = useBranding();
  return (
    <>
      <SidebarToggle sidebar={sidebar} />
      {!sidebar.desktop && <Image src={logoUrl} alt="" w={26} h={26} />}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <PathBreadcrumbs />
      </Box>
      <LiveIndicator />
      <ThemeSwitch />
    </>
  );
}
