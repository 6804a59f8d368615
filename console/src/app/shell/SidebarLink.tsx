import { NavLink } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NewTabHint } from '../../components/NewTabHint';
import { SidebarTooltip } from './SidebarTooltip';

type SidebarLinkProps = {
  label: string;
  icon: ReactNode;
  active?: boolean;
} & ({ to: string; href?: never } | { href: string; to?: never });

/**
 * A sidebar entry: icon and label, only the icon with a tooltip while the sidebar is collapsed;
 * `href` opens an external page in a new tab.
 */
export function SidebarLink({ label, icon, active = false, to, href }: SidebarLinkProps) {
  const common = {
    label,
    leftSection: icon,
    active,
    noWrap: true,
    'aria-current': active ? ('page' as const) : undefined,
  };
  const link =
    to !== undefined ? (
      <NavLink {...common} component={Link} to={to} />
    ) : (
      <NavLink
        {...common}
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={
          <>
            <IconExternalLink size={14} aria-hidden />
            <NewTabHint />
          </>
        }
      />
    );
  return <SidebarTooltip label={label}>{link}</SidebarTooltip>;
}
