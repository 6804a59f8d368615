import { describe, expect, it } from 'vitest';
import { renderPeerConfig } from '../src/wireguard/peer-config';

describe('the wg syncconf configuration', () => {
  it('lists the key, the port and each peer with only the lines it needs', () => {
    const config = renderPeerConfig({
      name: 'netloom0',
      privateKey: 'cHJpdmF0ZQ==',
      listenPort: 51821,
      mtu: 1420,
      addresses: ['10.10.0.1/24'],
      peers: [
        {
          publicKey: 'b25l',
          endpoint: '198.18.5.2:51820',
          allowedIps: ['10.10.0.2/32', '10.20.0.0/24'],
          persistentkeepalive: 25,
        },
        { publicKey: 'dHdv', endpoint: null, allowedIps: [], persistentkeepalive: 0 },
      ],
      routes: [],
      defaultGateway: null,
      serverAddress: null,
    });

    expect(config).toBe(
      [
        '[Interface]',
        'PrivateKey = cHJpdmF0ZQ==',
        'ListenPort = 51821',
        '',
        '[Peer]',
        'PublicKey = b25l',
        'Endpoint = 198.18.5.2:51820',
        'AllowedIPs = 10.10.0.2/32, 10.20.0.0/24',
        'PersistentKeepalive = 25',
        '',
        '[Peer]',
        'PublicKey = dHdv',
        '',
      ].join('\n'),
    );
  });
});
