import { useHotkeys, useLocalStorage, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { SIDEBAR, sidebarLayout } from './sidebarLayout';

const PINNED_KEY = 'netloom.sidebarPinned';

/**
 * The sidebar's state: it starts collapsed, expands while hovered on wide windows
 * unless pinned, is pinned or unpinned by its toggle or Ctrl/Cmd+S (kept in local storage), folds
 * back on resize; below 768px it is a drawer that closes on navigation.
 */
export function useSidebarState() {
  const desktop = useMediaQuery(`(min-width: ${SIDEBAR.breakpoint}px)`, true, { getInitialValueInEffect: false });
  const [pinned, setPinned] = useLocalStorage({ key: PINNED_KEY, defaultValue: false, getInitialValueInEffect: false });
  const [hovered, setHovered] = useState(false);
  const { pathname } = useLocation();
  /** The page the drawer was opened on: it shows only there, so navigating closes it. */
  const [drawerPage, setDrawerPage] = useState<string | null>(null);
  const mobileOpen = !desktop && drawerPage === pathname;

  const clearHover = useCallback(() => setHovered(false), []);
  const hover = useCallback(() => setHovered(desktop && !pinned), [desktop, pinned]);
  const togglePinned = useCallback(() => {
    setHovered(false);
    setPinned((current) => !current);
  }, [setPinned]);
  const toggleMobile = useCallback(() => setDrawerPage((page) => (page === pathname ? null : pathname)), [pathname]);
  const closeMobile = useCallback(() => setDrawerPage(null), []);

  useHotkeys(
    [
      ['mod+S', desktop ? togglePinned : toggleMobile],
      ['Escape', closeMobile, { preventDefault: false }],
    ],
    [],
  );
  useWindowEvent('resize', clearHover);

  return {
    desktop,
    pinned,
    mobileOpen,
    layout: sidebarLayout({ desktop, pinned, hovered, mobileOpen }),
    hover,
    clearHover,
    togglePinned,
    toggleMobile,
    closeMobile,
  };
}

export type SidebarStateControls = ReturnType<typeof useSidebarState>;
