import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DesiredFirewall, DesiredInterface } from '../src/desired';
import { describeMesh } from './support/describe-mesh';
import { generateKeyPair, MeshLab, type KeyPair } from './support/mesh-lab';

/**
 * Three namespaces: `client` and `gateway` joined by WireGuard over 198.18.5.0/24, and `lan` behind the gateway on
 * 198.18.6.0/24 with no route back to the overlay, so it only answers when the gateway masquerades.
 */
describeMesh('egress and internet gateways', () => {
  const lab = new MeshLab();
  const lanHost = '198.18.6.2';
  let client: string;
  let gateway: string;
  let clientName: string;
  let gatewayName: string;
  let clientKeys: KeyPair;
  let gatewayKeys: KeyPair;

  const clientState = (changes: Partial<DesiredInterface>): DesiredInterface => ({
    name: clientName,
    privateKey: clientKeys.privateKey,
    listenPort: 51820,
    mtu: 1420,
    addresses: ['10.77.0.1/24'],
    peers: [
      {
        publicKey: gatewayKeys.publicKey,
        endpoint: '198.18.5.2:51820',
        allowedIps: ['10.77.0.2/32'],
        persistentkeepalive: 25,
      },
    ],
    routes: [],
    defaultGateway: null,
    serverAddress: null,
    ...changes,
  });

  /** The gateway routes `destination` for the overlay, and its rules let the overlay ping into it. */
  const gatewayFirewall = (destination: string, nat: boolean): DesiredFirewall => ({
    interfaceName: gatewayName,
    forwarding: true,
    egress: [{ source: '10.77.0.0/24', destination, nat }],
    filter: {
      allowAll: false,
      overlay: ['10.77.0.0/24'],
      allowances: [
        {
          scope: 'egress',
          version: 4,
          sources: ['10.77.0.0/24'],
          destinations: [destination],
          protocol: 'icmp',
          ports: [],
        },
      ],
      rules: 1,
    },
  });

  beforeAll(async () => {
    client = await lab.addNamespace('c');
    gateway = await lab.addNamespace('g');
    const lan = await lab.addNamespace('l');
    await lab.connect(client, '198.18.5.1/24', gateway, '198.18.5.2/24');
    await lab.connect(gateway, '198.18.6.1/24', lan, `${lanHost}/24`);
    clientName = lab.interfaceName('c');
    gatewayName = lab.interfaceName('g');
    clientKeys = await generateKeyPair();
    gatewayKeys = await generateKeyPair();
    await lab.call(gateway, 'applyInterface', {
      name: gatewayName,
      privateKey: gatewayKeys.privateKey,
      listenPort: 51820,
      mtu: 1420,
      addresses: ['10.77.0.2/24'],
      peers: [
        { publicKey: clientKeys.publicKey, endpoint: null, allowedIps: ['10.77.0.1/32'], persistentkeepalive: 0 },
      ],
      routes: [],
      defaultGateway: null,
      serverAddress: null,
    });
  });

  afterAll(() => lab.cleanUp());

  it('lets a LAN behind an egress gateway answer the overlay once the gateway masquerades', async () => {
    const [gatewayPeer] = clientState({}).peers;
    await lab.call(
      client,
      'applyInterface',
      clientState({
        peers: [{ ...gatewayPeer, allowedIps: ['10.77.0.2/32', '198.18.6.0/24'] }],
        routes: ['198.18.6.0/24'],
      }),
    );
    expect(await lab.pings(client, '10.77.0.2')).toBe(true);

    await lab.call(gateway, 'applyFirewall', gatewayFirewall('198.18.6.0/24', false));
    expect(await lab.pings(client, lanHost, 1)).toBe(false);

    await lab.call(gateway, 'applyFirewall', gatewayFirewall('198.18.6.0/24', true));
    expect(await lab.pings(client, lanHost)).toBe(true);
  });

  it('sends a client with a default gateway to any address through the internet gateway', async () => {
    const [gatewayPeer] = clientState({}).peers;
    await lab.call(gateway, 'applyFirewall', gatewayFirewall('0.0.0.0/0', true));
    await lab.call(
      client,
      'applyInterface',
      clientState({
        peers: [{ ...gatewayPeer, allowedIps: ['10.77.0.2/32', '0.0.0.0/0'] }],
        defaultGateway: '10.77.0.2',
      }),
    );

    expect(await lab.pings(client, lanHost)).toBe(true);
    expect(await lab.pings(client, '198.18.5.2')).toBe(true);
    // The rule lets the overlay out to every address, yet not into the gateway's own mesh address.
    expect(await lab.pings(client, '10.77.0.2', 1)).toBe(false);

    await lab.call(
      client,
      'applyInterface',
      clientState({ peers: [{ ...gatewayPeer, allowedIps: ['10.77.0.2/32', '0.0.0.0/0'] }] }),
    );
    expect(await lab.pings(client, lanHost, 1)).toBe(false);
  });
});
