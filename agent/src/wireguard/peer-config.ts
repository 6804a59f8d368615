import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesiredInterface, DesiredPeer } from '../desired';
import { run } from '../system/run';

/** The `wg syncconf` configuration for an interface: its key, its port and one section per peer. */
export function renderPeerConfig(desired: DesiredInterface): string {
  const sections = [
    ['[Interface]', `PrivateKey = ${desired.privateKey}`, `ListenPort = ${desired.listenPort}`],
    ...desired.peers.map(renderPeer),
  ];
  return sections.map((lines) => `${lines.join('\n')}\n`).join('\n');
}

function renderPeer(peer: DesiredPeer): string[] {
  const lines = ['[Peer]', `PublicKey = ${peer.publicKey}`];
  if (peer.endpoint !== null) lines.push(`Endpoint = ${peer.endpoint}`);
  if (peer.allowedIps.length > 0) lines.push(`AllowedIPs = ${peer.allowedIps.join(', ')}`);
  if (peer.persistentkeepalive > 0) lines.push(`PersistentKeepalive = ${peer.persistentkeepalive}`);
  return lines;
}

/**
 * Gives the interface its key, port and exactly the desired peers; `wg syncconf` keeps sessions of unchanged peers.
 * The configuration goes through a file only root can read: `wg` cannot open `/dev/stdin` when it is the socket
 * Node gives a child for its standard input.
 */
export async function syncPeers(desired: DesiredInterface): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'netloom-wg-'));
  try {
    const file = join(folder, `${desired.name}.conf`);
    await writeFile(file, renderPeerConfig(desired), { mode: 0o600 });
    await run('wg', ['syncconf', desired.name, file]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
