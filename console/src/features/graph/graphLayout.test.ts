import { describe, expect, it } from 'vitest';
import { layoutGraph, layoutTicks, seedPositions, type LayoutLink, type LayoutNode, type Point } from './graphLayout';

const hosts = (count: number): LayoutNode[] =>
  Array.from({ length: count }, (_, index) => ({ id: `host-${index}`, kind: 'host' }));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('laying the graph out', () => {
  const nodes: LayoutNode[] = [
    ...hosts(30),
    { id: 'laptop', kind: 'client' },
    { id: 'range:10.9.0.0/24', kind: 'range' },
  ];
  const links: LayoutLink[] = [
    { source: 'host-0', target: 'laptop' },
    { source: 'host-1', target: 'range:10.9.0.0/24' },
    { source: 'host-2', target: 'host-3' },
  ];

  it('places every node, apart from the others, and the same way every time', () => {
    const positions = layoutGraph(nodes, links);
    expect([...positions.keys()].sort()).toEqual(nodes.map((node) => node.id).sort());
    const points = [...positions.values()];
    for (const [index, point] of points.entries()) {
      expect(Number.isFinite(point.x) && Number.isFinite(point.y)).toBe(true);
      for (const other of points.slice(index + 1)) expect(distance(point, other)).toBeGreaterThan(10);
    }
    expect(layoutGraph(nodes, links)).toEqual(positions);
  });

  it('keeps linked nodes close: a client by its gateway, a range by its egress gateway', () => {
    const positions = layoutGraph(nodes, links);
    const centre = { x: 0, y: 0 };
    const spread = Math.max(...[...positions.values()].map((point) => distance(point, centre)));
    expect(distance(positions.get('host-0')!, positions.get('laptop')!)).toBeLessThan(spread / 2);
    expect(distance(positions.get('host-1')!, positions.get('range:10.9.0.0/24')!)).toBeLessThan(spread / 2);
  });

  it('moves nothing on a refresh that brings no new node, and forgets nodes that went', () => {
    const before = layoutGraph(nodes, links);
    const after = layoutGraph(nodes.slice(1), links, before);
    expect(after.has('host-0')).toBe(false);
    for (const [id, point] of after) expect(point).toBe(before.get(id));
  });

  it('keeps every drawn node in place when nodes join, and starts a new client next to its gateway', () => {
    const before = layoutGraph(nodes, links);
    const joined: LayoutNode[] = [...nodes, { id: 'phone', kind: 'client' }, { id: 'host-new', kind: 'host' }];
    const after = layoutGraph(joined, [...links, { source: 'host-5', target: 'phone' }], before);
    for (const [id, point] of before) expect(after.get(id)).toEqual(point);
    expect(distance(after.get('phone')!, after.get('host-5')!)).toBeLessThan(60);
    const radius = Math.max(...[...before.values()].map((point) => distance(point, { x: 0, y: 0 })));
    expect(distance(after.get('host-new')!, { x: 0, y: 0 })).toBeGreaterThan(radius / 2);
  });

  it('seeds a fresh graph on a spiral and a hanging node by the node it hangs on', () => {
    const seeds = seedPositions(
      [{ id: 'client', kind: 'client' }, ...hosts(3)],
      [{ source: 'host-2', target: 'client' }],
      new Map(),
    );
    expect(new Set([...seeds.values()].map((point) => `${point.x},${point.y}`)).size).toBe(4);
    expect(distance(seeds.get('client')!, seeds.get('host-2')!)).toBeCloseTo(36);
  });

  it('runs fewer ticks for bigger graphs, within bounds', () => {
    expect(layoutTicks(10)).toBe(300);
    expect(layoutTicks(1000)).toBe(120);
    expect(layoutTicks(100_000)).toBe(60);
  });
});
