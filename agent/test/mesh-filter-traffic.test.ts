import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DesiredFirewall } from '../src/desired';
import { describeMesh } from './support/describe-mesh';
import { MeshLab } from './support/mesh-lab';

/**
 * Real traffic through the filter: `host` keeps it on the veth to `peer` as if that were its mesh
 * interface, and is also linked to `lan`, which the filter must never touch. `host` publishes ports
 * the way Docker does, with a DNAT in prerouting at priority -100.
 */
describeMesh('the mesh filter on real traffic', () => {
  const lab = new MeshLab();
  const hostAddress = '198.18.9.1';
  const peerAddress = '198.18.9.2';
  const hostLanAddress = '198.18.10.1';
  let host: string;
  let peer: string;
  let lan: string;
  let meshInterface: string;
  const listeners: ChildProcess[] = [];

  /** The filter with these allowances from the peer to the host. */
  const filterOf = (ports: string[]): DesiredFirewall => ({
    interfaceName: meshInterface,
    forwarding: false,
    egress: [],
    filter: {
      allowAll: false,
      overlay: ['198.18.9.0/24'],
      allowances: [
        {
          scope: 'mesh',
          version: 4,
          sources: [`${peerAddress}/32`],
          destinations: [`${hostAddress}/32`],
          protocol: 'tcp',
          ports,
        },
        {
          // A rule between two large groups (the peer among 80 sources far apart, to 3 ports): too
          // many elements for the shared set, so it gets its own line.
          scope: 'mesh',
          version: 4,
          sources: [`${peerAddress}/32`, ...Array.from({ length: 79 }, (_, index) => `10.30.${index}.1/32`)],
          destinations: [`${hostAddress}/32`],
          protocol: 'tcp',
          ports: ['9100', '9200', '9300'],
        },
      ],
      rules: 2,
    },
  });

  /** Accepts TCP connections on the ports until the test ends. */
  async function listen(namespace: string, ports: number[]): Promise<void> {
    const script = `const net = require('node:net');
Promise.all(${JSON.stringify(ports)}.map((port) => new Promise((ready) => net.createServer((socket) => socket.end()).listen(port, ready))))
  .then(() => console.log('listening'));`;
    const listener = spawn('ip', ['netns', 'exec', namespace, process.execPath, '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    listeners.push(listener);
    await once(listener.stdout, 'data');
  }

  /** Echoes what TCP connections send on the port until the test ends. */
  async function echo(namespace: string, port: number): Promise<void> {
    const script = `require('node:net').createServer((socket) => socket.pipe(socket)).listen(${port}, () => console.log('listening'));`;
    const listener = spawn('ip', ['netns', 'exec', namespace, process.execPath, '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    listeners.push(listener);
    await once(listener.stdout, 'data');
  }

  /**
   * Whether a TCP connection from the namespace is accepted within three seconds: a dropped one waits them out, an
   * accepted one answers at once, and nine started together on a busy machine may each take a second to start.
   */
  const connects = (from: string, address: string, port: number): Promise<boolean> =>
    lab.inside(from, 'timeout', ['3', 'bash', '-c', `</dev/tcp/${address}/${port}`]).then(
      () => true,
      () => false,
    );

  beforeAll(async () => {
    host = await lab.addNamespace('h');
    peer = await lab.addNamespace('p');
    lan = await lab.addNamespace('l');
    [meshInterface] = await lab.connect(host, `${hostAddress}/24`, peer, `${peerAddress}/24`);
    await lab.connect(host, `${hostLanAddress}/24`, lan, '198.18.10.2/24');
    await listen(host, [22, 8080, 9100, 9101]);
    await echo(host, 7000);
    await listen(peer, [9000]);
    await lab.inside(host, 'nft', [
      `table ip published_ports { chain prerouting { type nat hook prerouting priority dstnat; tcp dport 2222 dnat to ${hostAddress}:22; tcp dport 8443 dnat to ${hostAddress}:8080; }; }`,
    ]);
    await lab.call(host, 'applyFirewall', filterOf(['22', '8443', '7000']));
  });

  afterAll(async () => {
    for (const listener of listeners) listener.kill();
    await lab.cleanUp();
  });

  it('lets in from the mesh what a rule allows and drops the rest, answers its own flows, and leaves other links alone', async () => {
    const [allowed, otherPort, ownLine, notOnOwnLine, publishedToAllowed, publishedAllowed, ping, ownFlow, fromLan] =
      await Promise.all([
        connects(peer, hostAddress, 22),
        connects(peer, hostAddress, 8080),
        connects(peer, hostAddress, 9100),
        connects(peer, hostAddress, 9101),
        // Published ports are filtered on the port the peer sent to, not the one DNAT turns it into.
        connects(peer, hostAddress, 2222),
        connects(peer, hostAddress, 8443),
        lab.pings(peer, hostAddress, 1),
        connects(host, peerAddress, 9000),
        connects(lan, hostLanAddress, 8080),
      ]);

    expect({
      allowed,
      otherPort,
      ownLine,
      notOnOwnLine,
      publishedToAllowed,
      publishedAllowed,
      ping,
      ownFlow,
      fromLan,
    }).toEqual({
      allowed: true,
      otherPort: false,
      ownLine: true,
      notOnOwnLine: false,
      publishedToAllowed: false,
      publishedAllowed: true,
      ping: false,
      ownFlow: true,
      fromLan: true,
    });
    const chain = await lab.inside(host, 'nft', ['list', 'chain', 'inet', 'netloom', 'from_mesh']);
    expect(chain).toContain(`ip daddr ${hostAddress} tcp dport { 9100, 9200, 9300 } accept`);
  });

  it('cuts a connection a revoked rule let in, at its next packet', async () => {
    // One connection held open: it echoes a line, then waits for stdin to send another.
    const script = `const socket = require('node:net').connect(7000, '${hostAddress}');
let echoes = 0;
socket.on('data', () => console.log('echo ' + ++echoes));
socket.on('connect', () => socket.write('first'));
process.stdin.once('data', () => { socket.write('second'); setTimeout(() => { console.log('done'); process.exit(0); }, 1500); });`;
    const client = spawn('ip', ['netns', 'exec', peer, process.execPath, '-e', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    listeners.push(client);
    let output = '';
    client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 5_000 }).toContain('echo 1');

    await lab.call(host, 'applyFirewall', filterOf(['22', '8443']));
    client.stdin.write('go\n');
    await expect.poll(() => output, { timeout: 5_000 }).toContain('done');
    expect(output).not.toContain('echo 2');
  });
});
