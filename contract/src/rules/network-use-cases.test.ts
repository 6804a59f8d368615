import { describe, expect, it } from 'vitest';
import {
  isNetworkUseCase,
  NETWORK_USE_CASE_NAMES,
  NETWORK_USE_CASES,
  networkUseCaseProgress,
  type UseCaseCounts,
} from './network-use-cases';

/** A network's counts: nothing unless given. */
const counts = ({ nodes = 0, remoteAccess = 0, egress = 0, clients = 0 } = {}): UseCaseCounts => ({
  nodes: { total: nodes },
  gateways: { remote_access: remoteAccess, egress },
  clients: { total: clients },
});

describe('network use cases', () => {
  it('are the two features of spec section 3, named verbatim', () => {
    expect(NETWORK_USE_CASES).toEqual(['remote_access_multiple_users', 'egress_to_cloud_vpc']);
    expect(NETWORK_USE_CASE_NAMES).toEqual({
      remote_access_multiple_users: 'Remote Access Multiple Users',
      egress_to_cloud_vpc: 'Egress to Cloud VPC',
    });
  });

  it('recognise only their own keys', () => {
    expect(isNetworkUseCase('egress_to_cloud_vpc')).toBe(true);
    expect(isNetworkUseCase('remote_access_multiple_users')).toBe(true);
    expect(isNetworkUseCase('Egress to Cloud VPC')).toBe(false);
    expect(isNetworkUseCase('constructor')).toBe(false);
    expect(isNetworkUseCase('')).toBe(false);
    expect(isNetworkUseCase(null)).toBe(false);
    expect(isNetworkUseCase(1)).toBe(false);
  });
});

describe('use case progress', () => {
  it('lists the remote access steps in order, none done in an empty network', () => {
    expect(networkUseCaseProgress('remote_access_multiple_users', counts())).toEqual({
      steps: [
        { key: 'node', done: false },
        { key: 'remote_access_gateway', done: false },
        { key: 'vpn_client', done: false },
      ],
      done: 0,
      total: 3,
      complete: false,
    });
  });

  it('ticks each remote access step as the network gets a node, a gateway and a client', () => {
    const withNode = networkUseCaseProgress('remote_access_multiple_users', counts({ nodes: 1 }));
    expect(withNode.steps.map((step) => step.done)).toEqual([true, false, false]);
    expect(withNode.done).toBe(1);
    const withGateway = networkUseCaseProgress('remote_access_multiple_users', counts({ nodes: 1, remoteAccess: 1 }));
    expect(withGateway.steps.map((step) => step.done)).toEqual([true, true, false]);
    const ready = networkUseCaseProgress(
      'remote_access_multiple_users',
      counts({ nodes: 2, remoteAccess: 1, clients: 3 }),
    );
    expect(ready).toMatchObject({ done: 3, total: 3, complete: true });
  });

  it('counts a step on its own, whatever the order they were taken in', () => {
    const clientsOnly = networkUseCaseProgress('remote_access_multiple_users', counts({ clients: 1 }));
    expect(clientsOnly.steps.map((step) => step.done)).toEqual([false, false, true]);
    expect(clientsOnly).toMatchObject({ done: 1, complete: false });
  });

  it('asks a cloud VPC egress for a node and an egress gateway, and nothing of remote access', () => {
    expect(networkUseCaseProgress('egress_to_cloud_vpc', counts({ remoteAccess: 4, clients: 9 }))).toEqual({
      steps: [
        { key: 'node', done: false },
        { key: 'egress_gateway', done: false },
      ],
      done: 0,
      total: 2,
      complete: false,
    });
    expect(networkUseCaseProgress('egress_to_cloud_vpc', counts({ nodes: 1 }))).toMatchObject({
      done: 1,
      complete: false,
    });
    expect(networkUseCaseProgress('egress_to_cloud_vpc', counts({ nodes: 1, egress: 1 }))).toMatchObject({
      done: 2,
      total: 2,
      complete: true,
    });
  });
});
