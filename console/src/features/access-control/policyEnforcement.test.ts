import type { AclEnforcement, FirewallState } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { hostsByPolicy, isFlagged, policyEnforcement, type PolicyHost } from './policyEnforcement';

function host(name: string, state: FirewallState, error = ''): PolicyHost {
  return { host_id: `id-${name}`, name, state, error };
}

const answer: AclEnforcement = {
  policies: [
    { policy_id: 'all-keep', hosts: [host('web', 'enforcing'), host('db', 'open')] },
    {
      policy_id: 'some-keep',
      hosts: [host('web', 'enforcing'), host('old', 'unsupported'), host('db', 'failed', 'nft: syntax error')],
    },
    { policy_id: 'none-keep', hosts: [host('old', 'unsupported'), host('broken', 'failed', 'no nft')] },
    { policy_id: 'empty', hosts: [] },
  ],
};
const byPolicy = hostsByPolicy(answer);
const enforcementOf = (id: string, enabled = true) => policyEnforcement({ id, enabled }, byPolicy);

describe('whether a policy holds on its hosts', () => {
  it('is kept everywhere when every host enforces it or lets all traffic through anyway', () => {
    expect(enforcementOf('all-keep')).toEqual({
      kind: 'everywhere',
      keeping: 2,
      hosts: [host('db', 'open'), host('web', 'enforcing')],
    });
  });

  it('is kept partly when an apply failed or an agent cannot enforce, listing those hosts first', () => {
    const enforcement = enforcementOf('some-keep');
    expect(enforcement).toMatchObject({ kind: 'partly', keeping: 1 });
    expect('hosts' in enforcement && enforcement.hosts.map((entry) => [entry.name, entry.state, entry.error])).toEqual([
      ['db', 'failed', 'nft: syntax error'],
      ['old', 'unsupported', ''],
      ['web', 'enforcing', ''],
    ]);
  });

  it('is kept nowhere when none of its hosts can keep it', () => {
    expect(enforcementOf('none-keep')).toMatchObject({ kind: 'nowhere', keeping: 0 });
  });

  it('names no device when the server lists no host for an enabled policy', () => {
    expect(enforcementOf('empty')).toEqual({ kind: 'no-devices' });
  });

  it('is off for a disabled policy, whatever the hosts', () => {
    expect(enforcementOf('some-keep', false)).toEqual({ kind: 'off' });
    expect(enforcementOf('empty', false)).toEqual({ kind: 'off' });
  });

  it('is unknown for a policy the answer does not hold, or before the server answered', () => {
    expect(enforcementOf('added-since')).toEqual({ kind: 'unknown' });
    expect(policyEnforcement({ id: 'all-keep', enabled: true }, hostsByPolicy(undefined))).toEqual({
      kind: 'unknown',
    });
  });
});

describe('the flag on a policy', () => {
  it('is raised when some or all of its hosts do not keep it, and only then', () => {
    const flagged = ['all-keep', 'some-keep', 'none-keep', 'empty', 'added-since'].map((id) => [
      id,
      isFlagged(enforcementOf(id)),
    ]);
    expect(flagged).toEqual([
      ['all-keep', false],
      ['some-keep', true],
      ['none-keep', true],
      ['empty', false],
      ['added-since', false],
    ]);
    expect(isFlagged(enforcementOf('none-keep', false))).toBe(false);
  });
});
