import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { PATH_PROBE_PORT } from '../desired';
import { log } from '../log';

/** A probe: these four bytes and eight of the sender's; the answer is the same with the first byte changed. */
const PROBE = Buffer.from('NLPP');
const ANSWER = Buffer.from('NLPA');
const PROBE_BYTES = 12;

/**
 * Answers other agents' path probes on this host's mesh addresses (UDP `PATH_PROBE_PORT`, which the
 * firewall lets in from the mesh whatever the policies): a peer that gets an answer knows the path
 * between the two works right now, idle or not.
 */
export class PathProbeResponder {
  private readonly sockets = new Map<string, Socket>();
  /** Addresses that could not be bound, said once each. */
  private readonly unbound = new Set<string>();

  /** Answers on exactly these addresses (bare IPs) from now on. */
  listenOn(addresses: string[]): void {
    for (const [address, socket] of this.sockets) {
      if (addresses.includes(address)) continue;
      socket.close();
      this.sockets.delete(address);
    }
    for (const address of addresses) if (!this.sockets.has(address)) this.bind(address);
  }

  private bind(address: string): void {
    const socket = createSocket(address.includes(':') ? 'udp6' : 'udp4');
    this.sockets.set(address, socket);
    socket.on('message', (message, sender) => {
      if (message.length !== PROBE_BYTES || !message.subarray(0, 4).equals(PROBE)) return;
      socket.send(Buffer.concat([ANSWER, message.subarray(4)]), sender.port, sender.address, () => undefined);
    });
    socket.once('error', (error) => {
      this.sockets.delete(address);
      socket.close();
      if (!this.unbound.has(address)) log(`cannot answer path probes on ${address}: ${error.message}`);
      this.unbound.add(address);
    });
    socket.bind(PATH_PROBE_PORT, address, () => this.unbound.delete(address));
  }

  close(): void {
    for (const socket of this.sockets.values()) socket.close();
    this.sockets.clear();
  }
}

/** Sends path probes to peers' mesh addresses and tells which were answered. */
export class PathProber {
  private readonly sockets: Record<4 | 6, Socket>;
  private readonly waiting = new Map<string, () => void>();

  constructor() {
    this.sockets = { 4: createSocket('udp4'), 6: createSocket('udp6') };
    for (const socket of Object.values(this.sockets)) {
      socket.on('message', (message) => {
        if (message.length !== PROBE_BYTES || !message.subarray(0, 4).equals(ANSWER)) return;
        this.waiting.get(message.subarray(4).toString('hex'))?.();
      });
      socket.on('error', () => undefined);
      socket.bind(0);
    }
  }

  /** Whether `address` answers a probe within `timeoutMs`. */
  probe(address: string, timeoutMs: number): Promise<boolean> {
    const nonce = randomBytes(PROBE_BYTES - PROBE.length);
    const id = nonce.toString('hex');
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (answered: boolean) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(answered);
      };
      this.waiting.set(id, () => finish(true));
      this.sockets[address.includes(':') ? 6 : 4].send(
        Buffer.concat([PROBE, nonce]),
        PATH_PROBE_PORT,
        address,
        (error) => {
          if (error) finish(false);
        },
      );
    });
  }

  close(): void {
    for (const socket of Object.values(this.sockets)) socket.close();
  }
}
