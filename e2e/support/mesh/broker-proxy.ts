import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of the server's broker, as a proxy or load balancer would be: hosts are told
 * to reach the broker through it, so a test can cut their broker path without touching the API.
 */
export class BrokerProxy {
  /** The server's port on loopback, set once the server runs. */
  targetPort = 0;
  private cut = false;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((client) => this.relay(client));

  private constructor(readonly port: number) {}

  static async start(address: string): Promise<BrokerProxy> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, address, resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const proxy = new BrokerProxy(port);
    await new Promise<void>((resolve) => proxy.server.listen(port, address, resolve));
    return proxy;
  }

  private relay(client: Socket): void {
    if (this.cut || this.targetPort === 0) return void client.destroy();
    const upstream = connect(this.targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        (socket === client ? upstream : client).destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }

  /** Drops every connection through it and refuses new ones, as a broker that went away. */
  cutOff(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    this.cutOff();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
