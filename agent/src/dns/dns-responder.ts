import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server, type Socket } from 'node:net';
import { log } from '../log';
import { Forwarder } from './dns-forwarder';
import { answerQuery, type Transport } from './dns-query';
import { answerTcpConnection } from './dns-tcp';
import { DnsZone } from './dns-zone';

export interface DnsResponderOptions {
  /** The port it answers on, UDP and TCP: 53 (tests use a high one). */
  port?: number;
  /** The port nameservers are asked on: 53 (tests use another). */
  upstreamPort?: number;
  /** How long each nameserver has to answer a forwarded query, in ms. */
  upstreamTimeoutMs?: number;
}

/** The sockets of one address. */
interface Listener {
  udp: UdpSocket;
  tcp: Server;
  connections: Set<Socket>;
}

/** At most this many TCP connections per address at once. */
const MOST_CONNECTIONS = 128;

/** `address:port` as resolvers write a server (`[address]:port` for IPv6). */
export function endpointText(address: string, port: number): string {
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}

/** What a person can do about an address that cannot be bound. */
function bindProblem(address: string, port: number, error: NodeJS.ErrnoException): string {
  const where = endpointText(address, port);
  if (error.code === 'EADDRINUSE') return `cannot answer DNS on ${where}: another program uses that port`;
  if (error.code === 'EADDRNOTAVAIL') return `cannot answer DNS on ${where}: the address is not (yet) on this host`;
  if (error.code === 'EACCES') return `cannot answer DNS on ${where}: port ${port} needs root`;
  return `cannot answer DNS on ${where}: ${error.message}`;
}

function bindUdp(address: string, port: number): Promise<UdpSocket> {
  const socket = createSocket({ type: address.includes(':') ? 'udp6' : 'udp4' });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, address, () => {
      socket.off('error', reject);
      resolve(socket);
    });
  });
}

function listenTcp(server: Server, address: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: address, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The host's DNS server: answers queries on its mesh addresses, UDP and TCP, from the zone it serves
 * (swapped whole by `serve`), forwarding names under nameservers' match domains. It never throws at a
 * client's packet: a malformed one is dropped (UDP) or ends its connection (TCP).
 */
export class DnsResponder {
  private zone = DnsZone.EMPTY;
  private readonly listeners = new Map<string, Listener>();
  /** Addresses that could not be bound, and why; tried again by the next `listen`. */
  private readonly failures = new Map<string, string>();
  private readonly forwarder: Forwarder;
  private readonly port: number;
  /** The last `listen`: each starts when the one before has ended. */
  private binding: Promise<void> = Promise.resolve();

  constructor(options: DnsResponderOptions = {}) {
    this.port = options.port ?? 53;
    this.forwarder = new Forwarder({ port: options.upstreamPort ?? 53, timeoutMs: options.upstreamTimeoutMs ?? 2_000 });
  }

  /** The addresses it answers on. */
  get listening(): string[] {
    return [...this.listeners.keys()];
  }

  /** Why some wanted addresses are not answered on (one line each). */
  get problems(): string[] {
    return [...this.failures.values()];
  }

  /** From now on, answers from this zone. */
  serve(zone: DnsZone): void {
    this.zone = zone;
  }

  /**
   * Answers on exactly these addresses (bare IPs): binds the new ones, closes those no longer wanted.
   * An address that cannot be bound is left out and said in `problems`, and tried again next time.
   */
  listen(addresses: readonly string[]): Promise<void> {
    this.binding = this.binding.then(() => this.listenNow(addresses));
    return this.binding;
  }

  /** Stops answering everywhere. */
  close(): Promise<void> {
    return this.listen([]);
  }

  private async listenNow(addresses: readonly string[]): Promise<void> {
    for (const address of this.listeners.keys()) if (!addresses.includes(address)) await this.unbind(address);
    for (const address of this.failures.keys()) if (!addresses.includes(address)) this.failures.delete(address);
    for (const address of addresses) {
      if (this.listeners.has(address)) continue;
      try {
        this.listeners.set(address, await this.bind(address));
        this.failures.delete(address);
      } catch (error) {
        this.failures.set(address, bindProblem(address, this.port, error as NodeJS.ErrnoException));
      }
    }
  }

  private async bind(address: string): Promise<Listener> {
    const udp = await bindUdp(address, this.port);
    const connections = new Set<Socket>();
    const tcp = createServer((socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
      answerTcpConnection(socket, (query) => this.answer(query, socket.remoteAddress ?? '', 'tcp'));
    });
    tcp.maxConnections = MOST_CONNECTIONS;
    try {
      await listenTcp(tcp, address, this.port);
    } catch (error) {
      udp.close();
      throw error;
    }
    udp.on('message', (message, sender) => {
      void this.answer(message, sender.address, 'udp').then((reply) => {
        if (reply) udp.send(reply, sender.port, sender.address, () => undefined);
      });
    });
    const broken = (error: Error) => {
      log(`stopped answering DNS on ${endpointText(address, this.port)}: ${error.message}`);
      this.failures.set(address, bindProblem(address, this.port, error));
      void this.unbind(address);
    };
    udp.on('error', broken);
    tcp.on('error', broken);
    return { udp, tcp, connections };
  }

  /** Closes an address's sockets; resolves when the port is free again. */
  private async unbind(address: string): Promise<void> {
    const listener = this.listeners.get(address);
    if (!listener) return;
    this.listeners.delete(address);
    for (const socket of listener.connections) socket.destroy();
    await Promise.all([
      new Promise<void>((done) => listener.tcp.close(() => done())),
      new Promise<void>((done) => {
        try {
          listener.udp.close(() => done());
        } catch {
          done(); // already closed by its error
        }
      }),
    ]);
  }

  private answer(message: Buffer, source: string, transport: Transport): Promise<Buffer | null> {
    return answerQuery(message, source, transport, this.zone, (query, servers, overTcp) =>
      this.forwarder.ask(query, servers, overTcp),
    ).catch(() => null);
  }
}
