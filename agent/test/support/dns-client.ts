import { createSocket } from 'node:dgram';
import { connect, createServer } from 'node:net';
import {
  decode,
  encode,
  RECURSION_DESIRED,
  streamEncode,
  type DecodedPacket,
  type Packet,
  type RecordType,
} from 'dns-packet';

/** A DNS response as the tests read it: its rcode as a number and its decoded fields. */
export interface Reply {
  rcode: number;
  packet: DecodedPacket;
}

export const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 } as const;

/** A query packet for one question, with recursion desired as stub resolvers send it. */
export function query(name: string, type: RecordType = 'A', id = 4242): Packet {
  return { type: 'query', id, flags: RECURSION_DESIRED, questions: [{ type, name, class: 'IN' }] };
}

function replyOf(bytes: Buffer): Reply {
  const packet = decode(bytes);
  return { rcode: (packet.flags ?? 0) & 0xf, packet };
}

/** Sends raw bytes over UDP and resolves with the first datagram back; null when none comes within `waitMs`. */
export function udpExchange(
  bytes: Buffer,
  port: number,
  address = '127.0.0.1',
  waitMs = 2_000,
): Promise<Buffer | null> {
  const socket = createSocket(address.includes(':') ? 'udp6' : 'udp4');
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), waitMs);
    function finish(answer: Buffer | null) {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    }
    socket.on('message', (message) => finish(message));
    socket.send(bytes, port, address);
  });
}

/** Asks over UDP; rejects when no answer comes. */
export async function askUdp(packet: Packet, port: number, address = '127.0.0.1'): Promise<Reply> {
  const answer = await udpExchange(encode(packet), port, address);
  if (!answer) throw new Error(`no UDP answer from ${address}:${port}`);
  return replyOf(answer);
}

/**
 * Sends raw bytes on one TCP connection and collects the framed answers until `count` came or the
 * server closed the connection; `closed` tells whether it did.
 */
export function tcpExchange(
  bytes: Buffer,
  port: number,
  count: number,
  address = '127.0.0.1',
): Promise<{ answers: Buffer[]; closed: boolean }> {
  const socket = connect({ host: address, port });
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const answers: Buffer[] = [];
    const timer = setTimeout(() => reject(new Error(`TCP exchange with ${address}:${port} timed out`)), 5_000);
    function finish(closed: boolean) {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers, closed });
    }
    socket.on('error', reject);
    socket.on('close', () => finish(true));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      while (received.length >= 2 && received.length >= 2 + received.readUInt16BE(0)) {
        const length = received.readUInt16BE(0);
        answers.push(received.subarray(2, 2 + length));
        received = received.subarray(2 + length);
      }
      if (answers.length >= count) finish(false);
    });
    socket.write(bytes);
  });
}

/** Asks over TCP (several questions on one connection: one answer each, in any order). */
export async function askTcp(packets: Packet[], port: number, address = '127.0.0.1'): Promise<Reply[]> {
  const { answers } = await tcpExchange(
    Buffer.concat(packets.map((packet) => streamEncode(packet))),
    port,
    packets.length,
    address,
  );
  return answers.map(replyOf);
}

/** A port free for both UDP and TCP on 127.0.0.1 (and the rest of 127/8). */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = createSocket('udp4');
    const free = await new Promise<boolean>((done) => {
      socket.once('error', () => done(false));
      socket.bind(port, '127.0.0.1', () => done(true));
    });
    socket.close();
    await new Promise((done) => server.close(done));
    if (free) return port;
  }
}
