import type { NetworkGraphNode } from '@netloom/contract';
import { memo } from 'react';
import classes from './Graph.module.css';
import { NODE_RADIUS, nodeBadges, nodeLook } from './graphLook';
import { badgeOffset, NodeShape, RoleBadge } from './NodeShape';

interface GraphNodeGlyphProps {
  node: NetworkGraphNode;
  x: number;
  y: number;
  focused: boolean;
  /** Linked to the focused node: it does not fade. */
  near: boolean;
  /** Its name shows whatever the zoom. */
  named: boolean;
  /** The one node the Tab key reaches; the arrows move from there. */
  tabbable: boolean;
}

/**
 * One node of the graph: its mark, role badges and name, a button named by the name. Clicks and
 * keys are handled once for all nodes by the canvas (it reads `data-node-id`).
 */
export const GraphNodeGlyph = memo(function GraphNodeGlyph({
  node,
  x,
  y,
  focused,
  near,
  named,
  tabbable,
}: GraphNodeGlyphProps) {
  const look = nodeLook(node);
  const badges = nodeBadges(node.roles);
  const radius = NODE_RADIUS[node.kind];
  return (
    <g
      className={classes.node}
      transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}
      role="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={node.name}
      aria-pressed={focused}
      data-node-id={node.id}
      data-kind={node.kind}
      data-look={look}
      data-status={node.status}
      data-focused={focused || undefined}
      data-near={near || undefined}
      data-named={named || undefined}
    >
      <NodeShape look={look} status={node.status} />
      {badges.map((role, index) => (
        <RoleBadge key={role} role={role} {...badgeOffset(index, badges.length, radius)} />
      ))}
      <text className={classes.label} y={radius + 13}>
        {node.name}
      </text>
    </g>
  );
});
