import { ModalsProvider } from '@mantine/modals';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLiveUpdates } from '../../api/live';
import { useServerConfigQuery } from '../../api/server';
import { CreateNetworkProvider } from '../../features/networks/CreateNetworkProvider';
import { ShellBanners } from '../../features/notices';
import classes from './AppShellLayout.module.css';
import { ShellFooter } from './ShellFooter';
import { Sidebar } from './Sidebar';
import { SidebarContext } from './SidebarContext';
import { TopBar } from './TopBar';
import { useSidebarState } from './useSidebarState';

/**
 * The signed-in layout: sidebar, top bar with breadcrumbs, banners, the page and the footer; it keeps the
 * live updates running and provides the pages' modals.
 */
export function AppShellLayout() {
  const { t } = useTranslation();
  const sidebar = useSidebarState();
  const { layout, desktop, mobileOpen, clearHover } = sidebar;
  const navRef = useRef<HTMLElement>(null);
  const controls = useMemo(() => ({ expanded: layout.expanded, clearHover }), [layout.expanded, clearHover]);
  useServerConfigQuery(true);
  useLiveUpdates();

  useEffect(() => {
    if (mobileOpen) navRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [mobileOpen]);

  const sizes = { '--sidebar-width': `${layout.width}px`, '--sidebar-offset': `${layout.offset}px` } as CSSProperties;

  return (
    <ModalsProvider>
      <CreateNetworkProvider onOpen={clearHover}>
        <SidebarContext.Provider value={controls}>
          <div className={classes.shell} style={sizes}>
            <a href="#main" className={classes.skipLink}>
              {t('nav.skipToContent')}
            </a>
            <nav
              id="sidebar"
              ref={navRef}
              aria-label={t('nav.main')}
              className={classes.sidebar}
              data-floating={(desktop && layout.width > layout.offset) || undefined}
              data-hidden={layout.hidden || undefined}
              onMouseEnter={sidebar.hover}
              onMouseLeave={clearHover}
            >
              <Sidebar />
            </nav>
            {mobileOpen && !desktop && (
              <div
                className={classes.overlay}
                aria-hidden
                data-testid="sidebar-overlay"
                onClick={sidebar.closeMobile}
              />
            )}
            <div className={classes.content}>
              <header className={classes.topbar}>
                <TopBar sidebar={sidebar} />
              </header>
              <main id="main" tabIndex={-1} className={classes.main}>
                <ShellBanners />
                <Outlet />
              </main>
              <ShellFooter />
            </div>
          </div>
        </SidebarContext.Provider>
      </CreateNetworkProvider>
    </ModalsProvider>
  );
}
