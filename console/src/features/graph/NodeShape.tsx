import type { NodeStatus } from '@netloom/contract';
import { IconAccessPoint, IconArrowsSplit, IconLifebuoy, IconRoute, IconWorld, type Icon } from '@tabler/icons-react';
import classes from './Graph.module.css';
import { NODE_RADIUS, statusColor, type BadgedRole, type NodeLook } from './graphLook';

/** The icon in each role's badge. */
export const ROLE_ICONS: Record<BadgedRole, Icon> = {
  relay: IconRoute,
  remote_access: IconAccessPoint,
  egress: IconArrowsSplit,
  internet_gateway: IconWorld,
  failover: IconLifebuoy,
};

const BADGE_RADIUS = 6;

/** A node's mark centred on (0, 0): a dot in its status colour for a host, a smaller dot for a client, a box for a range. */
export function NodeShape({ look, status }: { look: NodeLook; status: NodeStatus }) {
  if (look === 'range') {
    const half = NODE_RADIUS.range;
    return <rect className={classes.shape} x={-half} y={-half * 0.7} width={half * 2} height={half * 1.4} rx={4} />;
  }
  if (look === 'host') return <circle className={classes.shape} r={NODE_RADIUS.host} fill={statusColor(status)} />;
  return <circle className={classes.shape} r={NODE_RADIUS.client} />;
}

/** A role's badge centred on (x, y): its icon on a disc of the role's colour. */
export function RoleBadge({ role, x, y }: { role: BadgedRole; x: number; y: number }) {
  const RoleIcon = ROLE_ICONS[role];
  return (
    <g className={classes.badge} data-role={role} aria-hidden>
      <circle cx={x} cy={y} r={BADGE_RADIUS} />
      <RoleIcon x={x - 4} y={y - 4} size={8} stroke={2.5} />
    </g>
  );
}

/** Where the i-th of `count` badges sits: in a row just above a node of this radius. */
export function badgeOffset(index: number, count: number, radius: number): { x: number; y: number } {
  const step = BADGE_RADIUS * 2 + 1;
  return { x: (index - (count - 1) / 2) * step, y: -radius - BADGE_RADIUS - 1 };
}
