import type { Socket } from 'node:net';

/** A TCP connection that sends nothing for this long is closed (RFC 7766 suggests seconds). */
export const TCP_IDLE_MS = 10_000;
/** The smallest DNS message: its header. */
const HEADER_BYTES = 12;

/** A message with its 2-byte length in front, as DNS over TCP carries it. */
export function framed(message: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(message.length);
  return Buffer.concat([length, message]);
}

/**
 * Answers the DNS queries of one TCP connection, as many as it sends, each as soon as it is ready; a
 * malformed query (too short, or one `answer` gives no reply to) closes the connection, and so does
 * `idleMs` without a byte from the client.
 */
export function answerTcpConnection(
  socket: Socket,
  answer: (query: Buffer) => Promise<Buffer | null>,
  idleMs = TCP_IDLE_MS,
): void {
  let pending = Buffer.alloc(0);
  socket.setTimeout(idleMs, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 2) {
      const length = pending.readUInt16BE(0);
      if (length < HEADER_BYTES) {
        socket.destroy();
        return;
      }
      if (pending.length < 2 + length) return;
      const query = pending.subarray(2, 2 + length);
      pending = pending.subarray(2 + length);
      void answer(query).then((reply) => {
        if (reply === null) socket.destroy();
        else if (!socket.destroyed) socket.write(framed(reply));
      });
    }
  });
}
