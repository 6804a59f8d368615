import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Point } from './graphLayout';
import { centredTransform, FOCUS_SCALE, fitTransform, labelScale, SCALE_EXTENT, type ViewTransform } from './graphView';

const ZOOM_STEP = 1.5;

/** The zoom and pan of the graph, and the buttons' and search's ways to move it. */
export interface GraphZoom {
  svgRef: RefObject<SVGSVGElement | null>;
  viewportRef: RefObject<SVGGElement | null>;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  centreOn(point: Point): void;
}

/**
 * Wheel, pinch and drag zoom and pan the graph through d3-zoom, which writes the transform straight
 * onto the viewport group: no React render per frame. The canvas says whether every name shows at
 * this zoom (`data-labels`) and, in a graph too big to name every node at any zoom, that a wheel or
 * drag moves the view (`data-moving`: laying hundreds of names out a frame would stutter). The
 * view fits the graph when it is first drawn and stays put on refreshes.
 */
export function useGraphZoom(positions: ReadonlyMap<string, Point>): GraphZoom {
  const svgRef = useRef<SVGSVGElement>(null);
  const viewportRef = useRef<SVGGElement>(null);
  const behaviourRef = useRef<ZoomBehavior<SVGSVGElement, unknown>>(null);
  const fittedRef = useRef(false);
  const drawn = positions.size > 0;
  const labelsFrom = labelScale(positions.size);

  useEffect(() => {
    const svg = svgRef.current;
    const viewport = viewportRef.current;
    if (!drawn || !svg || !viewport) return;
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent(SCALE_EXTENT)
      .on('zoom', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        viewport.setAttribute('transform', event.transform.toString());
        if (labelsFrom > 0 && event.sourceEvent && svg.dataset.moving === undefined) svg.dataset.moving = '';
        const labels = event.transform.k >= labelsFrom ? 'all' : 'near';
        if (svg.dataset.labels !== labels) svg.dataset.labels = labels;
      })
      .on('end', () => {
        if (svg.dataset.moving !== undefined) delete svg.dataset.moving;
      });
    select(svg).call(behaviour).on('dblclick.zoom', null);
    behaviour.transform(select(svg), zoomTransform(svg));
    behaviourRef.current = behaviour;
    return () => {
      select(svg).on('.zoom', null);
      behaviourRef.current = null;
    };
  }, [drawn, labelsFrom]);

  const show = useCallback((view: (width: number, height: number, k: number) => ViewTransform) => {
    const svg = svgRef.current;
    const behaviour = behaviourRef.current;
    if (!svg || !behaviour) return;
    const { width, height } = svg.getBoundingClientRect();
    const next = view(width, height, zoomTransform(svg).k);
    behaviour.transform(select(svg), zoomIdentity.translate(next.x, next.y).scale(next.k));
  }, []);

  const fit = useCallback(
    () => show((width, height) => fitTransform(positions.values(), width, height)),
    [show, positions],
  );

  useEffect(() => {
    if (fittedRef.current || !drawn) return;
    fittedRef.current = true;
    fit();
  }, [drawn, fit]);

  const scaleBy = useCallback((factor: number) => {
    const svg = svgRef.current;
    if (svg && behaviourRef.current) behaviourRef.current.scaleBy(select(svg), factor);
  }, []);

  return {
    svgRef,
    viewportRef,
    zoomIn: useCallback(() => scaleBy(ZOOM_STEP), [scaleBy]),
    zoomOut: useCallback(() => scaleBy(1 / ZOOM_STEP), [scaleBy]),
    fit,
    centreOn: useCallback(
      (point: Point) => show((width, height, k) => centredTransform(point, width, height, Math.max(k, FOCUS_SCALE))),
      [show],
    ),
  };
}
