import { UNMEASURED_LATENCY_MS, type NetworkMetrics } from '@netloom/contract';

/**
 * Node id -> the mean round trip to the peers that answered its host's last probes, in ms; a node
 * whose host reported no answering peer has 999 (unmeasured), one that never reported is absent.
 */
export function nodeLatencies(metrics: NetworkMetrics | undefined): Map<string, number> {
  const latencies = new Map<string, number>();
  for (const [nodeId, node] of Object.entries(metrics?.nodes ?? {})) {
    const answered = Object.values(node.connectivity).filter(
      (peer) => peer.connected && peer.latency !== UNMEASURED_LATENCY_MS,
    );
    const total = answered.reduce((sum, peer) => sum + peer.latency, 0);
    latencies.set(nodeId, answered.length > 0 ? total / answered.length : UNMEASURED_LATENCY_MS);
  }
  return latencies;
}

/** A latency as the table shows it: two significant decimals below 10 ms, whole milliseconds above. */
export function formatLatency(milliseconds: number): string {
  return milliseconds < 10 ? `${milliseconds.toFixed(2)} ms` : `${Math.round(milliseconds)} ms`;
}
