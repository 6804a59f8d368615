import { Group, Stack, Text } from '@mantine/core';
import type { NetworkGraph, NetworkGraphNode } from '@netloom/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodePeersQuery } from '../../api/nodePeers';
import classes from './Graph.module.css';
import { GraphCanvas } from './GraphCanvas';
import { GraphControls } from './GraphControls';
import { GraphDetails } from './GraphDetails';
import { GraphLegend } from './GraphLegend';
import { graphCounts, legendEntries, namedNeighbours, neighboursOf, peerEdges } from './graphModel';
import { GraphSearch } from './GraphSearch';
import { useGraphLayout } from './useGraphLayout';
import { useGraphZoom } from './useGraphZoom';

/**
 * The drawn graph with its search, count line, zoom controls and legend. Picking a node (search,
 * click, Enter) centres the view on it, brings out its links and neighbours and opens its details;
 * Escape lets go. When the graph does not list every mesh link, a focused host's come from its peers.
 */
export function NetworkGraphView({ netid, graph }: { netid: string; graph: NetworkGraph }) {
  const { t } = useTranslation();
  const positions = useGraphLayout(graph);
  const { svgRef, viewportRef, centreOn, ...zoom } = useGraphZoom(positions);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const nodes = useMemo(() => [...graph.nodes].sort((a, b) => a.name.localeCompare(b.name)), [graph.nodes]);
  const nodesById = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph.nodes]);
  const focused: NetworkGraphNode | null = (focusedId && nodesById.get(focusedId)) || null;
  const peers = useNodePeersQuery(netid, focused?.kind === 'host' && !graph.mesh_listed ? focused.id : '');
  const edges = useMemo(
    () =>
      focused && peers.data ? [...graph.edges, ...peerEdges(focused.id, peers.data.peers, graph.edges)] : graph.edges,
    [focused, peers.data, graph.edges],
  );
  const near = useMemo(() => (focused ? neighboursOf(focused.id, edges) : new Set<string>()), [focused, edges]);
  const named = useMemo(() => (focused ? namedNeighbours(focused.id, edges, near) : near), [focused, edges, near]);
  const counts = graphCounts(graph);
  const legend = useMemo(() => legendEntries(graph), [graph]);

  /** The node to centre once the details beside the graph have taken their room. */
  const centreRef = useRef<string | null>(null);
  const pick = useCallback(
    (id: string | null) => {
      const point = id === null ? undefined : positions.get(id);
      if (id === focusedId && point) centreOn(point);
      else centreRef.current = id;
      setFocusedId(id);
    },
    [positions, centreOn, focusedId],
  );
  useEffect(() => {
    const point = centreRef.current === null ? undefined : positions.get(centreRef.current);
    centreRef.current = null;
    if (point) centreOn(point);
  });

  const countLine = [
    t('graph.counts.devices', { count: counts.devices }),
    t('graph.counts.clients', { count: counts.clients }),
    t('graph.counts.ranges', { count: counts.ranges }),
  ].join(', ');

  return (
    <Stack
      gap="sm"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && focusedId !== null) setFocusedId(null);
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <GraphSearch nodes={nodes} onPick={pick} />
        <Text size="sm" c="dimmed">
          {`${countLine} · ${t('graph.counts.denied', { count: counts.deniedPairs })}`}
        </Text>
      </Group>
      {!graph.mesh_listed && (
        <Text size="sm" c="dimmed">
          {t('graph.meshUnlisted', { count: graph.mesh_pairs })}
        </Text>
      )}
      <Group align="stretch" wrap="nowrap" gap="sm">
        <div className={classes.frame}>
          <GraphCanvas
            label={t('graph.canvas', { netid })}
            nodes={nodes}
            edges={edges}
            positions={positions}
            focusedId={focused?.id ?? null}
            near={near}
            named={named}
            onPick={pick}
            svgRef={svgRef}
            viewportRef={viewportRef}
          />
          <GraphControls zoom={zoom} />
        </div>
        {focused && (
          <GraphDetails netid={netid} node={focused} nodesById={nodesById} onClose={() => setFocusedId(null)} />
        )}
      </Group>
      <GraphLegend entries={legend} />
    </Stack>
  );
}
