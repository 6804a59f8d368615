import { UNMEASURED_LATENCY_MS, type PeerMeasurement } from '@netloom/contract';

/** A node's running figures for one peer, as stored. */
export interface MetricTotals {
  connected: boolean;
  latency: number;
  handshakeAge: number | null;
  totalReceived: number;
  lastReceived: number;
  totalSent: number;
  lastSent: number;
  uptimeSeconds: number;
  totaltimeSeconds: number;
}

/** A total that keeps growing when the interface's counter starts again from zero (docs/architecture.md, Host protocol). */
function grow(total: number, last: number, counter: number): number {
  return total + (counter >= last ? counter - last : counter);
}

/**
 * The figures after one more interval: the reading replaces the latest values, bytes and times are
 * added (uptime only while connected). The first reading starts the totals at the counters.
 */
export function addMeasurement(
  previous: MetricTotals | undefined,
  reading: PeerMeasurement,
  intervalSeconds: number,
): MetricTotals {
  const before = previous ?? {
    totalReceived: 0,
    lastReceived: 0,
    totalSent: 0,
    lastSent: 0,
    uptimeSeconds: 0,
    totaltimeSeconds: 0,
  };
  return {
    connected: reading.connected,
    latency: reading.connected && reading.latency_ms !== null ? reading.latency_ms : UNMEASURED_LATENCY_MS,
    handshakeAge: reading.handshake_age_seconds,
    totalReceived: grow(before.totalReceived, before.lastReceived, reading.bytes_received),
    lastReceived: reading.bytes_received,
    totalSent: grow(before.totalSent, before.lastSent, reading.bytes_sent),
    lastSent: reading.bytes_sent,
    uptimeSeconds: before.uptimeSeconds + (reading.connected ? intervalSeconds : 0),
    totaltimeSeconds: before.totaltimeSeconds + intervalSeconds,
  };
}
