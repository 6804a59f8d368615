import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrCodePng } from '../src/qr-code';
import { clientConfig, gatewayEndpoint, type ClientConfigInput } from '../src/mesh/client-config';
import { generateWireGuardKeyPair } from '../src/mesh/wireguard-keys';

const clientKeys = generateWireGuardKeyPair();
const hostKeys = generateWireGuardKeyPair();

const input: ClientConfigInput = {
  client: {
    address: '10.60.0.254',
    address6: null,
    privatekey: clientKeys.privateKey,
    dns: '',
    postup: '',
    postdown: '',
  },
  gateway: { ingressmtu: 1420, ingresspersistentkeepalive: 20, isinternetgateway: false },
  host: { publickey: hostKeys.publicKey, endpointip: '203.0.113.7', endpointipv6: '', listenport: 51821, mtu: 1280 },
  network: { addressrange: '10.60.0.0/24', addressrange6: '', defaultkeepalive: 25 },
  egressRanges: [],
  withScripts: true,
};

const configWith = (changes: Partial<{ [K in keyof ClientConfigInput]: Partial<ClientConfigInput[K]> }>) =>
  clientConfig({
    ...input,
    ...changes,
    client: { ...input.client, ...changes.client },
    gateway: { ...input.gateway, ...changes.gateway },
    host: { ...input.host, ...changes.host },
    network: { ...input.network, ...changes.network },
  } as ClientConfigInput);

describe('external client config', () => {
  it('is laid out as a person would write it: no line for an empty DNS or script, one blank line before the peer', () => {
    expect(clientConfig(input)).toBe(
      [
        '[Interface]',
        'Address = 10.60.0.254/32',
        `PrivateKey = ${clientKeys.privateKey}`,
        'MTU = 1420',
        '',
        '[Peer]',
        `PublicKey = ${hostKeys.publicKey}`,
        'AllowedIPs = 10.60.0.0/24',
        'Endpoint = 203.0.113.7:51821',
        'PersistentKeepalive = 20',
        '',
      ].join('\n'),
    );
  });

  it('gives both addresses, the DNS and one line per script line', () => {
    const text = configWith({
      client: {
        address6: 'fd60::fffe',
        dns: '1.1.1.1,fd60::53',
        postup: 'echo up\r\necho again',
        postdown: 'echo down',
      },
      network: { addressrange6: 'fd60::/64' },
    });
    expect(text).toContain('Address = 10.60.0.254/32,fd60::fffe/128\n');
    expect(text).toContain('\nDNS = 1.1.1.1,fd60::53\nPostUp = echo up\nPostUp = echo again\nPostDown = echo down\n\n');
    expect(text).toContain('AllowedIPs = 10.60.0.0/24,fd60::/64\n');
  });

  it('routes everything through an internet gateway, IPv6 too when the network has it', () => {
    expect(configWith({ gateway: { isinternetgateway: true } })).toContain('AllowedIPs = 0.0.0.0/0\n');
    const dualStack = configWith({ gateway: { isinternetgateway: true }, network: { addressrange6: 'fd60::/64' } });
    expect(dualStack).toContain('AllowedIPs = 0.0.0.0/0,::/0\n');
  });

  it("routes the network's egress ranges, once each", () => {
    const text = configWith({ egressRanges: ['192.168.1.0/24', '172.20.0.0/16', '192.168.1.0/24'] });
    expect(text).toContain('AllowedIPs = 10.60.0.0/24,192.168.1.0/24,172.20.0.0/16\n');
  });

  it('dials the preferred IP, else the IPv4 endpoint, else the IPv6 one in brackets', () => {
    expect(configWith({ preferredIp: '198.51.100.2' })).toContain('Endpoint = 198.51.100.2:51821\n');
    const v6Only = configWith({ host: { endpointip: '', endpointipv6: '2001:db8::7' } });
    expect(v6Only).toContain('Endpoint = [2001:db8::7]:51821\n');
    expect(configWith({ preferredIp: '2001:db8::9' })).toContain('Endpoint = [2001:db8::9]:51821\n');
    expect(gatewayEndpoint({ endpointip: '', endpointipv6: '', listenport: 51821 })).toBe('');
  });

  it("falls back to the host's MTU, then 1420, and to the network's keepalive, else leaves it out", () => {
    expect(configWith({ gateway: { ingressmtu: 0 } })).toContain('MTU = 1280\n');
    expect(configWith({ gateway: { ingressmtu: 0 }, host: { mtu: 0 } })).toContain('MTU = 1420\n');
    expect(configWith({ gateway: { ingresspersistentkeepalive: 0 } })).toContain('PersistentKeepalive = 25\n');
    const none = configWith({ gateway: { ingresspersistentkeepalive: 0 }, network: { defaultkeepalive: 0 } });
    expect(none).not.toContain('PersistentKeepalive');
    expect(none.endsWith('Endpoint = 203.0.113.7:51821\n')).toBe(true);
  });

  it('asks for the private key of a client that brought its own public key', () => {
    expect(configWith({ client: { privatekey: '[ENTER PRIVATE KEY]' } })).toContain(
      'PrivateKey = [ENTER PRIVATE KEY]\n',
    );
  });

  it('leaves the scripts out of a QR code', () => {
    const text = configWith({ client: { postup: 'echo up', postdown: 'echo down' }, withScripts: false });
    expect(text).not.toContain('Post');
  });

  it('is a config `wg-quick strip` accepts, keeping the keys and the peer', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'netloom-conf-'));
    try {
      const file = path.join(folder, 'phone1.conf');
      const text = configWith({
        client: { address6: 'fd60::fffe', dns: '1.1.1.1', postup: 'echo up', postdown: 'echo down' },
        network: { addressrange6: 'fd60::/64' },
        egressRanges: ['192.168.1.0/24'],
      });
      await writeFile(file, text, { mode: 0o600 });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const { stdout } = await promisify(execFile)('wg-quick', ['strip', file]);
      expect(stdout.split('\n').filter((line) => line !== '')).toEqual([
        '[Interface]',
        `PrivateKey = ${clientKeys.privateKey}`,
        '[Peer]',
        `PublicKey = ${hostKeys.publicKey}`,
        'AllowedIPs = 10.60.0.0/24,fd60::/64,192.168.1.0/24',
        'Endpoint = 203.0.113.7:51821',
        'PersistentKeepalive = 20',
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('encodes the config in a 220 px QR code that decodes back to the same text', async () => {
    const text = configWith({ client: { dns: '1.1.1.1' }, withScripts: false });
    const png = PNG.sync.read(await qrCodePng(text));
    expect([png.width, png.height]).toEqual([220, 220]);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(text);
  });
});
