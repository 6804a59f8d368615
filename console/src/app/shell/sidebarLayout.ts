/** Sidebar widths in px and the breakpoint below which it becomes a drawer. */
export const SIDEBAR = {
  collapsed: 64,
  hovered: 242,
  pinned: 250,
  breakpoint: 768,
} as const;

export interface SidebarState {
  /** The window is at least 768px wide. */
  desktop: boolean;
  pinned: boolean;
  hovered: boolean;
  /** The drawer is open (narrow windows only). */
  mobileOpen: boolean;
}

export interface SidebarLayout {
  /** The sidebar's own width. */
  width: number;
  /** The room the sidebar takes from the page; a hover-expanded sidebar lies over it. */
  offset: number;
  /** Labels show; when false only icons do, with tooltips. */
  expanded: boolean;
  /** Out of sight: a closed drawer. */
  hidden: boolean;
}

/**
 * Collapsed, hover-expanded (wide windows only, when not pinned) or pinned; below 768px a drawer
 * that shows expanded while open.
 */
export function sidebarLayout({ desktop, pinned, hovered, mobileOpen }: SidebarState): SidebarLayout {
  if (!desktop) return { width: SIDEBAR.pinned, offset: 0, expanded: true, hidden: !mobileOpen };
  if (pinned) return { width: SIDEBAR.pinned, offset: SIDEBAR.pinned, expanded: true, hidden: false };
  if (hovered) return { width: SIDEBAR.hovered, offset: SIDEBAR.collapsed, expanded: true, hidden: false };
  return { width: SIDEBAR.collapsed, offset: SIDEBAR.collapsed, expanded: false, hidden: false };
}
