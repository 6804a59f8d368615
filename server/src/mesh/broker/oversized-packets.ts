import type { FastifyBaseLogger } from 'fastify';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ClientIdentity } from './credentials';
import { packetLimitOf } from './packet-limits';

/**
 * Follows the MQTT packets of one connection as its bytes arrive, reading only each fixed header
 * (MQTT 3.1.1 section 2.2), and answers the size of the first packet over the limit in force when its
 * header is complete (null while all fit). The broker's parser has no limit: it would buffer whatever
 * length a header declares, up to 256 MB.
 */
export function watchPacketSizes(): (bytes: Buffer, limit: number) => number | null {
  let header: number[] = [];
  let bodyLeft = 0;
  return (bytes, limit) => {
    let offset = 0;
    while (offset < bytes.length) {
      if (bodyLeft > 0) {
        const skipped = Math.min(bodyLeft, bytes.length - offset);
        bodyLeft -= skipped;
        offset += skipped;
        continue;
      }
      const byte = bytes.readUInt8(offset);
      offset += 1;
      header.push(byte);
      // A type byte, then the remaining length: 7 bits a byte, lowest first, more to come while the top bit is set.
      if (header.length === 1 || ((byte & 0x80) !== 0 && header.length < 5)) continue;
      const remaining = header.slice(1).reduce((length, part, index) => length + (part & 0x7f) * 128 ** index, 0);
      const size = header.length + remaining;
      header = [];
      if (size > limit) return size;
      bodyLeft = remaining;
    }
    return null;
  };
}

/**
 * Drops a connection as soon as a packet's header declares more than its sender may send, before the
 * broker reads that packet: this listener runs ahead of the stream's, and a destroyed stream takes no more.
 */
export function refuseOversizedPackets(
  socket: WebSocket,
  stream: Duplex,
  identity: () => ClientIdentity | undefined,
  log: FastifyBaseLogger,
): void {
  const watch = watchPacketSizes();
  socket.prependListener('message', (data) => {
    if (stream.destroyed) return;
    const sender = identity();
    const limit = packetLimitOf(sender);
    // The server's sockets keep ws's default binaryType: every message is one Buffer.
    const size = watch(data as Buffer, limit);
    if (size === null) return;
    const who = sender?.kind === 'host' ? `host ${sender.hostId}` : (sender?.kind ?? 'not logged in');
    log.info(`MQTT client (${who}) sent a packet of ${size} bytes, over the ${limit} it may send; disconnected`);
    stream.destroy();
  });
}
