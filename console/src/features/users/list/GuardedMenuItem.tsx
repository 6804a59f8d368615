import { Menu, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface GuardedMenuItemProps {
  label: string;
  icon: ReactNode;
  /** Why the action is refused; the entry is then disabled and says why on hover. */
  blockedBy: string | null;
  danger?: boolean;
  onClick: () => void;
}

/** A row menu entry that the rules may refuse, with the reason in a tooltip. */
export function GuardedMenuItem({ label, icon, blockedBy, danger = false, onClick }: GuardedMenuItemProps) {
  const color = danger ? 'red' : undefined;
  if (!blockedBy) {
    return (
      <Menu.Item color={color} leftSection={icon} onClick={onClick}>
        {label}
      </Menu.Item>
    );
  }
  return (
    <Tooltip label={blockedBy} position="left" withArrow multiline maw={280}>
      <Menu.Item color={color} leftSection={icon} data-disabled aria-disabled closeMenuOnClick={false}>
        {label}
      </Menu.Item>
    </Tooltip>
  );
}
