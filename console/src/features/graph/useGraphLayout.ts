import type { NetworkGraph } from '@netloom/contract';
import { useState } from 'react';
import { layoutGraph, type Point } from './graphLayout';
import { structuralEdges } from './graphModel';

interface Layout {
  graph: NetworkGraph | undefined;
  positions: ReadonlyMap<string, Point>;
}

/**
 * Where each node of the graph is drawn, laid out again only when the graph itself changes (a
 * refetch that brings the same data keeps the same object) and from the previous places, so a live
 * refresh moves nothing that was already drawn.
 */
export function useGraphLayout(graph: NetworkGraph | undefined): ReadonlyMap<string, Point> {
  const [layout, setLayout] = useState<Layout>({ graph: undefined, positions: new Map() });
  if (graph && graph !== layout.graph) {
    const positions = layoutGraph(graph.nodes, structuralEdges(graph.edges), layout.positions);
    setLayout({ graph, positions });
    return positions;
  }
  return layout.positions;
}
