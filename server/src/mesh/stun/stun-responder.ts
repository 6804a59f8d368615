import { stunBindingRequestId, stunBindingResponse } from '@netloom/contract';
import { createSocket, type Socket } from 'node:dgram';
import type { Config } from '../../config';

/** Where the responder reports why it could not start. */
interface StunLog {
  warn(message: string): void;
}

/** Answers STUN binding requests on one UDP socket: each request learns the address and port it came from. */
function answerBindingRequests(socket: Socket): void {
  socket.on('message', (message, sender) => {
    const transactionId = stunBindingRequestId(message);
    if (!transactionId) return;
    socket.send(
      stunBindingResponse(transactionId, { address: sender.address, port: sender.port }),
      sender.port,
      sender.address,
    );
  });
  // A send that fails (the sender's address vanished) concerns that sender only.
  socket.on('error', () => undefined);
}

function bind(host: string, port: number): Promise<Socket> {
  const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  return new Promise((resolve, reject) => {
    socket.once('error', (error) => {
      socket.close();
      reject(error);
    });
    socket.bind(port, host, () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
  });
}

/** The running responder: `close()` frees its ports. */
export interface StunResponder {
  close(): Promise<void>;
}

/**
 * The server's STUN responder (RFC 5389 binding requests only), on `config.stunPort` and the port
 * after it (two free ports when 0): a host asking both from one port learns whether its NAT maps it
 * the same way towards every destination. Sets `config.stunPorts`; when the ports cannot be had, it
 * warns and leaves them empty, and hosts are told there is no STUN.
 */
export async function startStunResponder(config: Config, log: StunLog): Promise<StunResponder> {
  const sockets: Socket[] = [];
  const close = () =>
    Promise.all(sockets.splice(0).map((socket) => new Promise<void>((done) => socket.close(() => done())))).then(() => {
      config.stunPorts = [];
    });
  if (config.stunPort === null) return { close };
  try {
    const first = await bind(config.host, config.stunPort);
    sockets.push(first);
    const firstPort = first.address().port;
    sockets.push(await bind(config.host, config.stunPort === 0 ? 0 : firstPort + 1));
  } catch (error) {
    await close();
    log.warn(
      `STUN is off: cannot listen on UDP ${config.stunPort} and ${config.stunPort + 1} (${error instanceof Error ? error.message : String(error)}); hosts behind NAT reach each other only through failover nodes. Free the ports or set NETLOOM_STUN_PORT`,
    );
    return { close };
  }
  sockets.forEach(answerBindingRequests);
  config.stunPorts = sockets.map((socket) => socket.address().port);
  return { close };
}

/**
 * The STUN servers hosts are told, Netmaker's `StunServers` text: `host:port` for each port of the
 * responder, at the host name hosts reach the server at; '' while it does not run.
 */
export function stunServers(config: Pick<Config, 'apiHost' | 'stunPorts'>): string {
  const host = new URL(config.apiHost).hostname;
  return config.stunPorts.map((port) => `${host}:${port}`).join(',');
}
