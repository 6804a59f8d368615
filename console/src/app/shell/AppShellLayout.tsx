import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useServerConfigQuery } from '../../api/server';
import { CreateNetworkProvider } from '../../features/networks/CreateNetworkProvider';
import { Header } from './Header';
import { ServerHealthBanner } from './ServerHealthBanner';
import { Sidebar } from './Sidebar';

/** The signed-in layout: sidebar, header with breadcrumbs, and the page. */
export function AppShellLayout() {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useServerConfigQuery(true);
  useEffect(close, [pathname, close]);

  return (
    <CreateNetworkProvider>
      <AppShell
        layout="alt"
        header={{ height: 56 }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Header navOpened={navOpened} onToggleNav={toggle} />
        </AppShell.Header>
        <AppShell.Navbar aria-label={t('nav.main')}>
          <Sidebar onClose={close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <ServerHealthBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </CreateNetworkProvider>
  );
}
