import type { ClientIdentity } from './credentials';

/**
 * The largest message the server publishes: a host's peer update. It weighs about 0.5 KB per peer
 * (measured: 2.5 MB for a host in a full mesh of 5,000 hosts, with its peers' names), so 8 MiB leaves
 * three times that. The server refuses to publish a larger one rather than lose its connection (the
 * publisher logs it; the pull still serves it).
 */
export const MAX_UPDATE_BYTES = 8 * 1024 * 1024;

/** The largest packet the server's own client sends: its largest update plus topic and header (under 70 KB), rounded up. */
export const MAX_SERVER_PACKET_BYTES = 9 * 1024 * 1024;

/**
 * The largest packet a host sends. Its reports are what it may send over HTTP too, where the API takes
 * bodies of up to 1 MiB (Fastify's default); a metrics report of 5,000 peers is about 0.9 MB.
 */
export const MAX_HOST_PACKET_BYTES = 1024 * 1024;

/** The largest packet before a client has logged in: a CONNECT holds a client id, a host id and a secret, a few hundred bytes. */
export const MAX_LOGIN_PACKET_BYTES = 64 * 1024;

/** How large a packet this client may send now: as an unknown client until its credentials are accepted. */
export function packetLimitOf(identity: ClientIdentity | undefined): number {
  if (!identity) return MAX_LOGIN_PACKET_BYTES;
  return identity.kind === 'server' ? MAX_SERVER_PACKET_BYTES : MAX_HOST_PACKET_BYTES;
}
