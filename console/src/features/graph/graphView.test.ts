import { describe, expect, it } from 'vitest';
import { centredTransform, fitTransform, graphBounds, labelScale } from './graphView';

describe('the view of the graph', () => {
  const points = [
    { x: -1000, y: -500 },
    { x: 3000, y: 1500 },
  ];

  it('fits every point in the viewport, centred, with a margin', () => {
    const view = fitTransform(points, 1000, 600);
    expect(view.k).toBeCloseTo(920 / 4000);
    const [left, right] = points.map((point) => ({ x: point.x * view.k + view.x, y: point.y * view.k + view.y }));
    expect(left.x).toBeCloseTo(40);
    expect(right.x).toBeCloseTo(960);
    expect((left.y + right.y) / 2).toBeCloseTo(300);
  });

  it('does not blow a tiny graph up, and centres a lone node', () => {
    expect(fitTransform([{ x: 5, y: 5 }], 800, 400)).toEqual({ x: 400 - 5 * 1.5, y: 200 - 5 * 1.5, k: 1.5 });
    expect(fitTransform([], 800, 400)).toEqual({ x: 400, y: 200, k: 1 });
  });

  it('puts a point in the middle at the zoom asked', () => {
    expect(centredTransform({ x: 10, y: -20 }, 800, 400, 2)).toEqual({ x: 380, y: 240, k: 2 });
  });

  it('finds the box around the points', () => {
    expect(graphBounds(points)).toEqual({ minX: -1000, minY: -500, maxX: 3000, maxY: 1500 });
    expect(graphBounds([])).toBeNull();
  });

  it('names every node of a small graph, and of a big one only once zoomed in', () => {
    expect(labelScale(12)).toBe(0);
    expect(labelScale(1000)).toBeGreaterThan(1);
  });
});
