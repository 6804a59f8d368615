import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DesiredInterface, DesiredPeer } from '../src/desired';
import { HostState } from './support/host-state';
import { describeMesh } from './support/describe-mesh';
import { generateKeyPair, MeshLab, type KeyPair } from './support/mesh-lab';

describeMesh('WireGuard interface convergence', () => {
  const lab = new MeshLab();
  let alpha: { namespace: string; name: string; keys: KeyPair; state: HostState };
  let beta: { namespace: string; name: string; keys: KeyPair; state: HostState };

  const peerOf = (host: typeof alpha, endpoint: string, allowedIps: string[]): DesiredPeer => ({
    publicKey: host.keys.publicKey,
    endpoint,
    allowedIps,
    persistentkeepalive: 0,
  });

  const alphaState = (changes: Partial<DesiredInterface> = {}): DesiredInterface => ({
    name: alpha.name,
    privateKey: alpha.keys.privateKey,
    listenPort: 51820,
    mtu: 1420,
    addresses: ['10.77.0.1/24'],
    peers: [peerOf(beta, '198.18.5.2:51820', ['10.77.0.2/32', '10.78.0.0/24'])],
    routes: ['10.78.0.0/24', '0.0.0.0/0'],
    defaultGateway: null,
    serverAddress: null,
    ...changes,
  });

  const betaState = (alphaAllowedIps = ['10.77.0.1/32']): DesiredInterface => ({
    name: beta.name,
    privateKey: beta.keys.privateKey,
    listenPort: 51820,
    mtu: 1420,
    addresses: ['10.77.0.2/24'],
    peers: [peerOf(alpha, '198.18.5.1:51820', alphaAllowedIps)],
    routes: [],
    defaultGateway: null,
    serverAddress: null,
  });

  beforeAll(async () => {
    const [alphaNamespace, betaNamespace] = [await lab.addNamespace('a'), await lab.addNamespace('b')];
    await lab.connect(alphaNamespace, '198.18.5.1/24', betaNamespace, '198.18.5.2/24');
    alpha = {
      namespace: alphaNamespace,
      name: lab.interfaceName('a'),
      keys: await generateKeyPair(),
      state: new HostState(lab, alphaNamespace),
    };
    beta = {
      namespace: betaNamespace,
      name: lab.interfaceName('b'),
      keys: await generateKeyPair(),
      state: new HostState(lab, betaNamespace),
    };
  });

  afterAll(() => lab.cleanUp());

  it('gives two hosts an interface each that reaches the other over the overlay', async () => {
    await lab.call(alpha.namespace, 'applyInterface', alphaState());
    await lab.call(beta.namespace, 'applyInterface', betaState());

    expect(await lab.call(alpha.namespace, 'interfaceExists', alpha.name)).toBe(true);
    expect(await lab.pings(alpha.namespace, '10.77.0.2')).toBe(true);
    expect(await lab.pings(beta.namespace, '10.77.0.1')).toBe(true);

    const [stats] = await lab.call(alpha.namespace, 'readPeerStats', alpha.name);
    expect(stats).toMatchObject({
      publicKey: beta.keys.publicKey,
      endpoint: '198.18.5.2:51820',
      allowedIps: ['10.77.0.2/32', '10.78.0.0/24'],
    });
    expect(stats.latestHandshake).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(stats.rxBytes).toBeGreaterThan(0);
    expect(stats.txBytes).toBeGreaterThan(0);
  });

  it('changes nothing when the same state is applied again, as after an agent restart', async () => {
    const ifindex = await alpha.state.ifindex(alpha.name);
    const daemons = await lab.wireguardGoProcesses(alpha.name);

    await lab.call(alpha.namespace, 'applyInterface', alphaState());
    await lab.call(alpha.namespace, 'applyInterface', alphaState());

    expect(await alpha.state.ifindex(alpha.name)).toBe(ifindex);
    expect(await lab.wireguardGoProcesses(alpha.name)).toEqual(daemons);
    expect(await alpha.state.addresses(alpha.name)).toEqual(['10.77.0.1/24']);
    expect((await alpha.state.routes(alpha.name)).sort()).toEqual(['10.77.0.0/24 kernel', '10.78.0.0/24 static']);
    expect(await alpha.state.peers(alpha.name)).toEqual([beta.keys.publicKey]);
    expect(await lab.pings(alpha.namespace, '10.77.0.2')).toBe(true);
  });

  it('waits with an update while its listen port is lent to STUN, then listens on it again', async () => {
    expect(await lab.call(alpha.namespace, 'applyWhileLendingPort', alphaState(), 500)).toBe(51820);
    expect(await lab.pings(alpha.namespace, '10.77.0.2')).toBe(true);
  });

  it('removes a peer that left the desired state and adds it back', async () => {
    await lab.call(alpha.namespace, 'applyInterface', alphaState({ peers: [] }));
    expect(await alpha.state.peers(alpha.name)).toEqual([]);
    expect(await lab.pings(alpha.namespace, '10.77.0.2', 1)).toBe(false);

    await lab.call(alpha.namespace, 'applyInterface', alphaState());
    expect(await alpha.state.peers(alpha.name)).toEqual([beta.keys.publicKey]);
    expect(await lab.pings(alpha.namespace, '10.77.0.2')).toBe(true);
  });

  it('replaces changed addresses and routes instead of adding to them', async () => {
    await lab.call(
      alpha.namespace,
      'applyInterface',
      alphaState({ addresses: ['10.77.0.11/24'], routes: ['10.79.0.0/24'] }),
    );
    await lab.call(beta.namespace, 'applyInterface', betaState(['10.77.0.11/32']));

    expect(await alpha.state.addresses(alpha.name)).toEqual(['10.77.0.11/24']);
    expect((await alpha.state.routes(alpha.name)).sort()).toEqual(['10.77.0.0/24 kernel', '10.79.0.0/24 static']);
    expect(await lab.pings(beta.namespace, '10.77.0.11')).toBe(true);

    await lab.call(alpha.namespace, 'applyInterface', alphaState());
    await lab.call(beta.namespace, 'applyInterface', betaState());
    expect(await alpha.state.addresses(alpha.name)).toEqual(['10.77.0.1/24']);
    expect(await lab.pings(beta.namespace, '10.77.0.1')).toBe(true);
  });

  it('routes everything else through an internet gateway with policy rules, and takes them away again', async () => {
    const client = alphaState({ defaultGateway: '10.77.0.2', serverAddress: '198.18.5.9' });
    await lab.call(alpha.namespace, 'applyInterface', client);
    await lab.call(alpha.namespace, 'applyInterface', client);

    expect(await alpha.state.policyRules()).toEqual([
      '2000 to 198.18.5.9 lookup main',
      '2500 to all lookup main suppress_prefixlength 0',
      '2999 to 198.18.5.2 lookup main',
      '3000 to all lookup 111',
    ]);
    expect(await alpha.state.gatewayTable()).toEqual([`default via 10.77.0.2 dev ${alpha.name}`]);
    expect(await alpha.state.routes(alpha.name)).not.toContainEqual(expect.stringMatching(/^default/));
    expect(await lab.pings(alpha.namespace, '10.77.0.2')).toBe(true);

    await lab.call(alpha.namespace, 'applyInterface', alphaState());
    expect(await alpha.state.policyRules()).toEqual([]);
    expect(await alpha.state.gatewayTable()).toEqual([]);
  });

  it('removes the interface, its wireguard-go process and its policy rules, and is quiet when it is gone', async () => {
    await lab.call(alpha.namespace, 'applyInterface', alphaState({ defaultGateway: '10.77.0.2' }));
    expect(await alpha.state.policyRules()).not.toEqual([]);

    await lab.call(alpha.namespace, 'removeInterface', alpha.name);
    await lab.call(alpha.namespace, 'removeInterface', alpha.name);

    expect(await lab.call(alpha.namespace, 'interfaceExists', alpha.name)).toBe(false);
    expect(await alpha.state.policyRules()).toEqual([]);
    expect(await alpha.state.gatewayTable()).toEqual([]);
    await expect.poll(() => lab.wireguardGoProcesses(alpha.name)).toEqual([]);
    await expect.poll(() => existsSync(`/var/run/wireguard/${alpha.name}.sock`)).toBe(false);
  });

  it('removes an interface only once the update being applied is in place, so none is left behind', async () => {
    expect(await lab.call(alpha.namespace, 'removeWhileApplying', alphaState())).toBe(false);
    await expect.poll(() => lab.wireguardGoProcesses(alpha.name)).toEqual([]);
  });
});
