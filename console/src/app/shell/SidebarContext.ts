import { createContext, useContext } from 'react';

export interface SidebarControls {
  /** Labels show; otherwise only icons, with tooltips. */
  expanded: boolean;
  /** Ends a hover expansion: opening a menu or a modal from the sidebar folds it back. */
  clearHover: () => void;
}

export const SidebarContext = createContext<SidebarControls>({ expanded: true, clearHover: () => undefined });

export function useSidebar(): SidebarControls {
  return useContext(SidebarContext);
}
