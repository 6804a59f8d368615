import { stunBindingRequest, stunMappedEndpoint, type StunEndpoint } from '@netloom/contract';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:dgram';
import { lookup } from 'node:dns/promises';

/** A STUN server as the server names it: `host:port` (`[v6]:port`). */
export interface StunServer {
  host: string;
  port: number;
}

/** The servers of Netmaker's `StunServers` text (`host:port,host:port`), in order; entries without a port are skipped. */
export function parseStunServers(text: string): StunServer[] {
  return text.split(',').flatMap((entry) => {
    const match = /^\s*\[?([^\]]+?)\]?:(\d{1,5})\s*$/.exec(entry);
    return match ? [{ host: match[1], port: Number(match[2]) }] : [];
  });
}

/** Requests are sent again after these waits (ms) until an answer comes; none after the last one. */
const RETRIES_MS = [0, 200, 500, 1000];

/**
 * Asks one STUN server, from `socket`, which address and port it sees the socket at; null when it
 * does not answer within about 1.7 s (or its name does not resolve).
 */
export async function askStunServer(socket: Socket, server: StunServer): Promise<StunEndpoint | null> {
  let address: string;
  try {
    address = (await lookup(server.host, { family: 4 })).address;
  } catch {
    return null;
  }
  const id = randomBytes(12);
  const request = stunBindingRequest(id);
  return new Promise((resolve) => {
    const timers: NodeJS.Timeout[] = [];
    const onMessage = (message: Buffer) => {
      const endpoint = stunMappedEndpoint(message, id);
      if (endpoint) finish(endpoint);
    };
    function finish(endpoint: StunEndpoint | null) {
      timers.forEach(clearTimeout);
      socket.off('message', onMessage);
      resolve(endpoint);
    }
    socket.on('message', onMessage);
    let waited = 0;
    for (const wait of RETRIES_MS) {
      waited += wait;
      timers.push(setTimeout(() => socket.send(request, server.port, address, () => undefined), waited));
    }
    timers.push(setTimeout(() => finish(null), waited + 500));
  });
}
