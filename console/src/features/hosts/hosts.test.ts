import type { ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { hostHealth, nodesByHost } from './hostHealth';
import { sentencesByField } from '../../i18n/problemSentence';
import { hostFieldProblems } from './hostForm';

const node = (status: ApiNode['status'], reason: ApiNode['status_reason'], network = 'lab') =>
  ({ id: `${status}-${network}`, hostid: 'h1', network, status, status_reason: reason }) as ApiNode;

describe('a host’s health', () => {
  it('is the worst of its nodes, with that node’s reason', () => {
    const health = hostHealth([
      node('online', 'checked-in'),
      node('warning', 'check-in-over-warning-threshold', 'office'),
      node('disconnected', 'not-connected'),
    ]);
    expect(health).toEqual({ status: 'warning', reason: 'check-in-over-warning-threshold', network: 'office' });
    expect(hostHealth([node('online', 'checked-in'), node('error', 'check-in-over-error-threshold')]).status).toBe(
      'error',
    );
  });

  it('is unknown without nodes', () => {
    expect(hostHealth([])).toEqual({ status: 'unknown', reason: null, network: null });
  });

  it('groups nodes by host', () => {
    expect(
      nodesByHost([node('online', 'checked-in'), node('offline', 'never-checked-in', 'b')]).get('h1'),
    ).toHaveLength(2);
  });
});

describe('the host edit form', () => {
  const valid = {
    name: 'edge-1',
    mtu: 1420,
    persistentkeepalive: 20,
    verbosity: 0,
    isstaticport: false,
    listenport: 51821,
    isstatic: false,
    endpointip: '',
    endpointipv6: '',
  };
  /** The form's problems as it shows them, in the contract's English. */
  const errorsOf = (values: typeof valid) => sentencesByField(hostFieldProblems(values));
  it('puts each contract problem on its field', () => {
    expect(hostFieldProblems(valid)).toEqual({});
    expect(errorsOf({ ...valid, mtu: 100, name: '' })).toEqual({
      name: 'Name is required',
      mtu: 'MTU must be between 576 and 65535',
    });
    expect(errorsOf({ ...valid, isstaticport: true, listenport: 0 }).listenport).toMatch(/static port/);
    expect(errorsOf({ ...valid, isstatic: true }).endpointip).toMatch(/static endpoint/);
    expect(errorsOf({ ...valid, endpointipv6: '1.2.3.4' }).endpointipv6).toMatch(/IPv6/);
  });

  it('keeps the first problem of a field', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(63) + '!', persistentkeepalive: 1001 })).toEqual({
      name: 'Name must have at most 62 characters',
      persistentkeepalive: 'Persistent keepalive must be between 0 and 1000 seconds',
    });
  });
});
