import type { NetworkGraph, NetworkGraphNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import {
  graphCounts,
  legendEntries,
  namedNeighbours,
  NAMED_NEIGHBOURS,
  neighboursOf,
  peerEdges,
  searchGraphNodes,
  structuralEdges,
} from './graphModel';

const node = (id: string, overrides: Partial<NetworkGraphNode> = {}): NetworkGraphNode => ({
  id,
  kind: 'host',
  name: id,
  address: '',
  address6: '',
  status: 'online',
  host_id: `host-of-${id}`,
  roles: [],
  ...overrides,
});

const graph: NetworkGraph = {
  network: 'lab',
  nodes: [
    node('web', { address: '10.0.0.1', roles: ['relay'] }),
    node('db', { address: '10.0.0.2', status: 'warning', roles: ['relayed'] }),
    node('gateway', { address: '10.0.0.3', address6: 'fd00::3', roles: ['remote_access', 'egress'] }),
    node('laptop', { kind: 'client', address: '10.0.0.20', host_id: '', status: 'offline' }),
    node('range:192.168.1.0/24', { kind: 'range', name: '192.168.1.0/24', status: 'unknown', host_id: '' }),
  ],
  edges: [
    { source: 'web', target: 'db', kind: 'relay' },
    { source: 'gateway', target: 'laptop', kind: 'client' },
    { source: 'gateway', target: 'range:192.168.1.0/24', kind: 'egress' },
    { source: 'db', target: 'gateway', kind: 'denied' },
  ],
  mesh_pairs: 2,
  denied_pairs: 1,
  mesh_listed: false,
};

describe('the graph model', () => {
  it('pulls the layout together by the structural links only', () => {
    expect(structuralEdges(graph.edges).map((edge) => edge.kind)).toEqual(['relay', 'client', 'egress']);
  });

  it('draws a focused host’s mesh and denied links from its peers, without repeating listed pairs', () => {
    const peers = [
      { id: 'db', kind: 'host' as const, allowed: true },
      { id: 'gateway', kind: 'host' as const, allowed: false },
      { id: 'web', kind: 'host' as const, allowed: true },
      { id: 'laptop', kind: 'client' as const, allowed: true },
    ];
    expect(peerEdges('web', peers, graph.edges)).toEqual([
      { source: 'web', target: 'db', kind: 'mesh' },
      { source: 'web', target: 'gateway', kind: 'denied' },
    ]);
    expect(peerEdges('db', [{ id: 'gateway', kind: 'host', allowed: false }], graph.edges)).toEqual([]);
  });

  it('finds the neighbours of a node through links either way', () => {
    expect([...neighboursOf('gateway', graph.edges)].sort()).toEqual(['db', 'laptop', 'range:192.168.1.0/24']);
    expect(neighboursOf('nobody', graph.edges).size).toBe(0);
  });

  it('names every neighbour of the focused node when few, else only those it has a role link with', () => {
    const near = neighboursOf('gateway', graph.edges);
    expect(namedNeighbours('gateway', graph.edges, near)).toBe(near);
    const peers = Array.from({ length: NAMED_NEIGHBOURS + 1 }, (_, index) => ({
      source: 'gateway',
      target: `peer-${index}`,
      kind: 'mesh' as const,
    }));
    const edges = [...graph.edges, ...peers];
    expect([...namedNeighbours('gateway', edges, neighboursOf('gateway', edges))].sort()).toEqual([
      'laptop',
      'range:192.168.1.0/24',
    ]);
  });

  it('counts devices, clients, ranges and denied pairs', () => {
    expect(graphCounts(graph)).toEqual({ devices: 3, clients: 1, ranges: 1, deniedPairs: 1 });
  });

  it('lists in the legend only what the graph shows, in a fixed order', () => {
    expect(legendEntries(graph)).toEqual({
      hostStatuses: ['online', 'warning'],
      looks: ['client-off', 'range'],
      badges: ['relay', 'remote_access', 'egress'],
      edges: ['relay', 'client', 'egress', 'mesh', 'denied'],
    });
    expect(legendEntries({ ...graph, edges: [], mesh_pairs: 0, denied_pairs: 0 }).edges).toEqual([]);
  });

  it('searches names and addresses, names that start with the search first', () => {
    expect(searchGraphNodes(graph.nodes, 'GATE', 10).map((found) => found.id)).toEqual(['gateway']);
    expect(searchGraphNodes(graph.nodes, 'fd00::', 10).map((found) => found.id)).toEqual(['gateway']);
    expect(searchGraphNodes(graph.nodes, '10.0.0', 10).map((found) => found.id)).toEqual([
      'db',
      'gateway',
      'laptop',
      'web',
    ]);
    expect(searchGraphNodes(graph.nodes, 'w', 10).map((found) => found.id)).toEqual(['web', 'gateway']);
    expect(searchGraphNodes(graph.nodes, '10.0.0', 2)).toHaveLength(2);
    expect(searchGraphNodes(graph.nodes, '  ', 10)).toEqual([]);
  });
});
