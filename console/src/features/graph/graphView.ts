import type { Point } from './graphLayout';

/** A zoom and pan: the graph's point (0, 0) lands at (x, y) and everything is scaled by k. */
export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

/** How far the view zooms out and in. */
export const SCALE_EXTENT: [number, number] = [0.05, 4];
/** The zoom a picked node is shown at, at least. */
export const FOCUS_SCALE = 1.6;
/** Fitting never blows a small graph up beyond this. */
const FIT_MAX_SCALE = 1.5;
const FIT_PADDING = 40;
/** Up to this many nodes every name shows at any zoom. */
const ALWAYS_LABELLED = 60;
const LABEL_SCALE = 2.2;

/** The zoom from which every node's name shows: always for small graphs, else once zoomed in. */
export function labelScale(nodeCount: number): number {
  return nodeCount <= ALWAYS_LABELLED ? 0 : LABEL_SCALE;
}

/** The box around all points; null when there are none. */
export function graphBounds(
  points: Iterable<Point>,
): { minX: number; minY: number; maxX: number; maxY: number } | null {
  let bounds: { minX: number; minY: number; maxX: number; maxY: number } | null = null;
  for (const { x, y } of points) {
    if (!bounds) bounds = { minX: x, minY: y, maxX: x, maxY: y };
    else {
      bounds.minX = Math.min(bounds.minX, x);
      bounds.minY = Math.min(bounds.minY, y);
      bounds.maxX = Math.max(bounds.maxX, x);
      bounds.maxY = Math.max(bounds.maxY, y);
    }
  }
  return bounds;
}

/** The view that shows every point inside a `width` × `height` viewport, centred, with a margin. */
export function fitTransform(points: Iterable<Point>, width: number, height: number): ViewTransform {
  const bounds = graphBounds(points);
  if (!bounds) return { x: width / 2, y: height / 2, k: 1 };
  const spanX = Math.max(bounds.maxX - bounds.minX, 1);
  const spanY = Math.max(bounds.maxY - bounds.minY, 1);
  const fitted = Math.min((width - 2 * FIT_PADDING) / spanX, (height - 2 * FIT_PADDING) / spanY, FIT_MAX_SCALE);
  const k = Math.max(SCALE_EXTENT[0], fitted);
  return centredTransform({ x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 }, width, height, k);
}

/** The view at zoom k with `point` in the middle of a `width` × `height` viewport. */
export function centredTransform(point: Point, width: number, height: number, k: number): ViewTransform {
  return { x: width / 2 - point.x * k, y: height / 2 - point.y * k, k };
}
