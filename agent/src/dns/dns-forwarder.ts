import { randomInt } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { connect } from 'node:net';
import { decode, type DecodedPacket } from 'dns-packet';
import { framed } from './dns-tcp';

/** Where and how long the forwarder asks. */
export interface ForwarderOptions {
  /** The nameservers' port: 53 (tests use another). */
  port: number;
  /** How long each nameserver has to answer, in ms. */
  timeoutMs: number;
}

/** At most this many forwarded queries wait at once; more get no answer from upstream (SERVFAIL). */
const MOST_IN_FLIGHT = 256;

function sameQuestion(query: DecodedPacket, answer: DecodedPacket): boolean {
  const [asked] = query.questions ?? [];
  const [answered] = answer.questions ?? [];
  return (
    answered !== undefined && answered.type === asked.type && answered.name.toLowerCase() === asked.name.toLowerCase()
  );
}

/** The answer to `message` if `reply` is one (a response with its id and question); null otherwise. */
function answerTo(message: Buffer, reply: Buffer): Buffer | null {
  try {
    const query = decode(message);
    const answer = decode(reply);
    return answer.flag_qr && answer.id === query.id && sameQuestion(query, answer) ? reply : null;
  } catch {
    return null;
  }
}

/** `message` with another id: the nameserver sees an id of ours, not the client's. */
function withId(message: Buffer, id: number): Buffer {
  const copy = Buffer.from(message);
  copy.writeUInt16BE(id, 0);
  return copy;
}

/** Settles once: the first of an answer, an error and the timeout wins; `end` releases the socket. */
function once(timeoutMs: number, end: () => void, resolve: (answer: Buffer | null) => void) {
  let settled = false;
  const timer = setTimeout(() => finish(null), timeoutMs);
  function finish(answer: Buffer | null) {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    end();
    resolve(answer);
  }
  return finish;
}

function askOverUdp(message: Buffer, server: string, options: ForwarderOptions): Promise<Buffer | null> {
  // A connected socket: the kernel passes on only what comes from that server and port.
  const socket = createSocket(server.includes(':') ? 'udp6' : 'udp4');
  return new Promise((resolve) => {
    const finish = once(options.timeoutMs, () => socket.close(), resolve);
    socket.on('error', () => finish(null));
    socket.on('message', (reply) => {
      const answer = answerTo(message, reply);
      if (answer) finish(answer);
    });
    socket.connect(options.port, server, () =>
      socket.send(message, (error) => {
        if (error) finish(null);
      }),
    );
  });
}

function askOverTcp(message: Buffer, server: string, options: ForwarderOptions): Promise<Buffer | null> {
  const socket = connect({ host: server, port: options.port });
  return new Promise((resolve) => {
    const finish = once(options.timeoutMs, () => socket.destroy(), resolve);
    let received = Buffer.alloc(0);
    socket.on('error', () => finish(null));
    socket.on('close', () => finish(null));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 2 || received.length < 2 + received.readUInt16BE(0)) return;
      finish(answerTo(message, received.subarray(2, 2 + received.readUInt16BE(0))));
    });
    socket.write(framed(message));
  });
}

function isTruncated(answer: Buffer): boolean {
  return decode(answer).flag_tc;
}

/**
 * Asks nameservers a client's query (a whole DNS message): over UDP, each in turn until one answers,
 * and over TCP as well when that answer is truncated and the client asked over TCP (a UDP client gets
 * the truncated answer and asks again over TCP itself). The answer comes back with the client's id;
 * null when no server answers.
 */
export class Forwarder {
  private inFlight = 0;

  constructor(private readonly options: ForwarderOptions) {}

  async ask(query: Buffer, servers: readonly string[], overTcp: boolean): Promise<Buffer | null> {
    if (this.inFlight >= MOST_IN_FLIGHT) return null;
    this.inFlight += 1;
    try {
      const message = withId(query, randomInt(0x10000));
      for (const server of servers) {
        let answer = await askOverUdp(message, server, this.options);
        if (answer && overTcp && isTruncated(answer)) answer = await askOverTcp(message, server, this.options);
        if (answer) return withId(answer, query.readUInt16BE(0));
      }
      return null;
    } finally {
      this.inFlight -= 1;
    }
  }
}
