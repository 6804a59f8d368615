import type { NetworkGraphEdge, NetworkGraphNode } from '@netloom/contract';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import classes from './Graph.module.css';
import type { Point } from './graphLayout';
import { GraphNodeGlyph } from './GraphNodeGlyph';
import type { GraphZoom } from './useGraphZoom';

interface GraphCanvasProps {
  label: string;
  nodes: readonly NetworkGraphNode[];
  edges: readonly NetworkGraphEdge[];
  positions: ReadonlyMap<string, Point>;
  focusedId: string | null;
  /** The focused node's neighbours: they do not fade. */
  near: ReadonlySet<string>;
  /** The neighbours whose names show. */
  named: ReadonlySet<string>;
  /** A node clicked or chosen with Enter or Space; null for a click on the background. */
  onPick(id: string | null): void;
  /** Where d3-zoom listens, and the group it moves. */
  svgRef: GraphZoom['svgRef'];
  viewportRef: GraphZoom['viewportRef'];
}

/** The arrow keys walk the nodes in drawing order. */
const STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function nodeIdOf(target: EventTarget): string | null {
  return target instanceof Element ? (target.closest('[data-node-id]')?.getAttribute('data-node-id') ?? null) : null;
}

/** The links, each a straight line; those of the focused node are marked active. */
const GraphEdges = memo(function GraphEdges({
  edges,
  positions,
  focusedId,
}: Pick<GraphCanvasProps, 'edges' | 'positions' | 'focusedId'>) {
  return (
    <g aria-hidden>
      {edges.map((edge) => {
        const from = positions.get(edge.source);
        const to = positions.get(edge.target);
        if (!from || !to) return null;
        const active = focusedId !== null && (edge.source === focusedId || edge.target === focusedId);
        return (
          <line
            key={`${edge.kind}:${edge.source}:${edge.target}`}
            className={classes.edge}
            x1={from.x.toFixed(1)}
            y1={from.y.toFixed(1)}
            x2={to.x.toFixed(1)}
            y2={to.y.toFixed(1)}
            data-edge-kind={edge.kind}
            data-source={edge.source}
            data-target={edge.target}
            data-active={active || undefined}
          />
        );
      })}
    </g>
  );
});

/**
 * The graph drawn in SVG (inspectable, no WebGL): links below, nodes above, inside one viewport group
 * that d3-zoom moves. One Tab stop (the focused node, else the first); the arrows go to the next or
 * previous node, Enter or Space picks it.
 */
export function GraphCanvas({
  label,
  nodes,
  edges,
  positions,
  focusedId,
  near,
  named,
  onPick,
  svgRef,
  viewportRef,
}: GraphCanvasProps) {
  const tabbableId = focusedId ?? nodes[0]?.id;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const node = event.target instanceof Element ? event.target.closest<SVGGElement>('[data-node-id]') : null;
    if (!node) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(node.getAttribute('data-node-id'));
    } else if (event.key in STEPS) {
      event.preventDefault();
      const next = STEPS[event.key] > 0 ? node.nextElementSibling : node.previousElementSibling;
      if (next instanceof SVGGElement) next.focus();
    }
  };
  return (
    <svg
      ref={svgRef}
      className={classes.canvas}
      role="group"
      aria-label={label}
      data-has-focus={focusedId !== null || undefined}
      onClick={(event: MouseEvent<SVGSVGElement>) => onPick(nodeIdOf(event.target))}
    >
      <g ref={viewportRef}>
        <GraphEdges edges={edges} positions={positions} focusedId={focusedId} />
        <g onKeyDown={onKeyDown}>
          {nodes.map((node) => {
            const point = positions.get(node.id);
            if (!point) return null;
            return (
              <GraphNodeGlyph
                key={node.id}
                node={node}
                x={point.x}
                y={point.y}
                focused={node.id === focusedId}
                near={near.has(node.id)}
                named={named.has(node.id)}
                tabbable={node.id === tabbableId}
              />
            );
          })}
        </g>
      </g>
    </svg>
  );
}
