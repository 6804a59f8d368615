import type { GraphNodeKind } from '@netloom/contract';
import {
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
  type SimulationNodeDatum,
} from 'd3-force';
import { NODE_RADIUS } from './graphLook';

/** A place in the graph's own coordinates (before zoom and pan). */
export interface Point {
  x: number;
  y: number;
}

/** What the layout needs of a node: its id and how much room its kind takes. */
export interface LayoutNode {
  id: string;
  kind: GraphNodeKind;
}

/** A link that pulls its two ends together: the structural links (relay, gateway, egress...), not the mesh. */
export interface LayoutLink {
  source: string;
  target: string;
}

interface SimulatedNode extends SimulationNodeDatum {
  id: string;
  kind: GraphNodeKind;
}

/** The whole simulation costs about this many node-ticks, so 1,000 nodes settle in a bounded time. */
const TICK_BUDGET = 120_000;
const MAX_TICKS = 300;
const MIN_TICKS = 60;
/** Enough for new nodes to find room among pinned ones, which only push them off and pull them by their links. */
const SETTLE_TICKS = 40;
const ALPHA_MIN = 0.001;
/** The share of a fresh layout's ticks run before overlaps are pushed apart. */
const SPREAD_SHARE = 2 / 3;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const NEIGHBOUR_GAP = 36;
const LINK_DISTANCE = 48;
const CHARGE = -120;
const SPIRAL_STEP = 14;

/** How many ticks a fresh layout of `count` nodes runs. */
export function layoutTicks(count: number): number {
  return Math.max(MIN_TICKS, Math.min(MAX_TICKS, Math.round(TICK_BUDGET / Math.max(count, 1))));
}

/** Each node's neighbours through the links, both ways. */
function adjacency(links: readonly LayoutLink[]): Map<string, string[]> {
  const around = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    const list = around.get(from);
    if (list) list.push(to);
    else around.set(from, [to]);
  };
  for (const link of links) {
    add(link.source, link.target);
    add(link.target, link.source);
  }
  return around;
}

/** The farthest any placed point lies from their centre, and that centre. */
function extent(points: Iterable<Point>): { centre: Point; radius: number } {
  const list = [...points];
  if (list.length === 0) return { centre: { x: 0, y: 0 }, radius: 0 };
  const centre = {
    x: list.reduce((sum, point) => sum + point.x, 0) / list.length,
    y: list.reduce((sum, point) => sum + point.y, 0) / list.length,
  };
  const radius = Math.max(...list.map((point) => Math.hypot(point.x - centre.x, point.y - centre.y)));
  return { centre, radius };
}

/**
 * Where each node starts: where it was, else next to a neighbour that has a place (so a gateway's
 * client appears by its gateway), else on a spiral (a fresh layout) or just outside the drawing
 * (a node new to a drawn graph). Neighbours are placed right after the node they hang on.
 */
export function seedPositions(
  nodes: readonly LayoutNode[],
  links: readonly LayoutLink[],
  previous: ReadonlyMap<string, Point>,
): Map<string, Point> {
  const placed = new Map<string, Point>();
  for (const node of nodes) {
    const before = previous.get(node.id);
    if (before) placed.set(node.id, before);
  }
  const fresh = placed.size === 0;
  const { centre, radius } = extent(placed.values());
  const around = adjacency(links);
  const ids = new Set(nodes.map((node) => node.id));
  let added = 0;
  const nextTo = (anchor: Point): Point => {
    added += 1;
    const angle = added * GOLDEN_ANGLE;
    return { x: anchor.x + NEIGHBOUR_GAP * Math.cos(angle), y: anchor.y + NEIGHBOUR_GAP * Math.sin(angle) };
  };
  const onTheEdge = (): Point => {
    added += 1;
    const angle = added * GOLDEN_ANGLE;
    const distance = fresh ? SPIRAL_STEP * Math.sqrt(added) : radius + NEIGHBOUR_GAP;
    return { x: centre.x + distance * Math.cos(angle), y: centre.y + distance * Math.sin(angle) };
  };
  const placeNeighbours = (start: string) => {
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.shift()!;
      for (const neighbour of around.get(id) ?? []) {
        if (placed.has(neighbour) || !ids.has(neighbour)) continue;
        placed.set(neighbour, nextTo(placed.get(id)!));
        queue.push(neighbour);
      }
    }
  };
  for (const id of [...placed.keys()]) placeNeighbours(id);
  for (const node of nodes) {
    if (placed.has(node.id)) continue;
    placed.set(node.id, onTheEdge());
    placeNeighbours(node.id);
  }
  return placed;
}

/**
 * Lays the graph out with a force simulation run to its end before anything is drawn (never one
 * frame per tick): nodes repel each other (Barnes-Hut), links pull their ends together, nodes do not
 * overlap. Nodes that had a place keep it exactly, so a refresh does not move what was drawn; new
 * nodes only settle where they were seeded, by their links and without overlapping. Without new
 * nodes nothing is simulated.
 */
export function layoutGraph(
  nodes: readonly LayoutNode[],
  links: readonly LayoutLink[],
  previous: ReadonlyMap<string, Point> = new Map(),
): Map<string, Point> {
  const seeds = seedPositions(nodes, links, previous);
  const kept = nodes.filter((node) => previous.has(node.id)).length;
  if (kept === nodes.length) return seeds;

  const simulated: SimulatedNode[] = nodes.map((node) => {
    const seed = seeds.get(node.id)!;
    const pinned = previous.has(node.id);
    return { id: node.id, kind: node.kind, ...seed, fx: pinned ? seed.x : null, fy: pinned ? seed.y : null };
  });
  const ids = new Set(nodes.map((node) => node.id));
  const pulled: SimulationLinkDatum<SimulatedNode>[] = links
    .filter((link) => ids.has(link.source) && ids.has(link.target))
    .map((link) => ({ source: link.source, target: link.target }));
  const fresh = kept === 0;
  const ticks = fresh ? layoutTicks(nodes.length) : SETTLE_TICKS;
  const simulation = forceSimulation(simulated)
    .stop()
    .alphaDecay(1 - ALPHA_MIN ** (1 / ticks))
    .force(
      'link',
      forceLink<SimulatedNode, SimulationLinkDatum<SimulatedNode>>(pulled)
        .id((node) => node.id)
        .distance(LINK_DISTANCE),
    );
  // A fresh layout first spreads out by repulsion alone; overlaps are only worth undoing at the end.
  const spreadTicks = fresh ? Math.round(ticks * SPREAD_SHARE) : 0;
  if (fresh) {
    simulation
      .force('charge', forceManyBody<SimulatedNode>().strength(CHARGE).distanceMax(500).theta(1.2))
      .force('x', forceX<SimulatedNode>().strength(0.04))
      .force('y', forceY<SimulatedNode>().strength(0.04));
  }
  simulation.tick(spreadTicks);
  simulation.force(
    'collide',
    forceCollide<SimulatedNode>((node) => NODE_RADIUS[node.kind] + 8),
  );
  simulation.tick(ticks - spreadTicks);
  return new Map(simulated.map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0 }]));
}
