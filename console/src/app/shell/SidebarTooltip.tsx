import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useSidebar } from './SidebarContext';

/**
 * Names a sidebar control on hover and keyboard focus while the sidebar is collapsed to icons. Other
 * props (a menu target's handlers and ref) pass through to the control.
 */
export function SidebarTooltip({
  label,
  children,
  ...passed
}: { label: string; children: ReactElement } & Record<string, unknown>) {
  const { expanded } = useSidebar();
  return (
    <Tooltip
      label={label}
      position="right"
      withArrow
      disabled={expanded}
      events={{ hover: true, focus: true, touch: false }}
      {...passed}
    >
      {children}
    </Tooltip>
  );
}
