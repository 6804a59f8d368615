import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useSidebar } from './SidebarContext';

/** Names a sidebar control on hover and keyboard focus while the sidebar is collapsed to icons. */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  const { expanded } = useSidebar();
  return (
    <Tooltip
      label={label}
      position="right"
      withArrow
      disabled={expanded}
      events={{ hover: true, focus: true, touch: false }}
    >
      {children}
    </Tooltip>
  );
}
