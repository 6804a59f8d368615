import type { AclPolicy } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { filterPolicies, memberChips, type EveryoneLabels } from './policyViews';

const EVERYONE: EveryoneLabels = {
  tag: 'All Resources',
  device: 'All Devices',
  user: 'All Users',
  'user-group': 'All Groups',
};

function policy(name: string, changes: Partial<AclPolicy> = {}): AclPolicy {
  return {
    id: name,
    default: false,
    meta_data: '',
    name,
    network_id: 'lab',
    policy_type: 'device-policy',
    src_type: [{ id: 'tag', name: 'web', value: 'lab.web' }],
    dst_type: [{ id: 'tag', name: 'All Resources', value: '*' }],
    protocol: 'all',
    type: 'Any',
    ports: [],
    allowed_traffic_direction: 1,
    enabled: true,
    created_by: 'admin',
    created_at: '',
    ...changes,
  };
}

describe('member chips', () => {
  it('show tags, devices, users and groups by name, and * as All of its kind', () => {
    const chips = memberChips(
      [
        { id: 'tag', name: 'web', value: 'lab.web' },
        { id: 'device', name: 'db-1', value: 'node-7' },
        { id: 'user', name: 'All Users', value: '*' },
        { id: 'user-group', name: 'Alle Gruppen', value: '*' },
        { id: 'tag', name: '', value: 'lab.gone' },
      ],
      EVERYONE,
    );
    expect(chips.map((chip) => [chip.kind, chip.label])).toEqual([
      ['tag', 'web'],
      ['device', 'db-1'],
      ['user', 'All Users'],
      ['user-group', 'All Groups'],
      ['tag', 'lab.gone'],
    ]);
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(5);
  });
});

describe('the policies filter', () => {
  const users = policy('ops ssh', {
    policy_type: 'user-policy',
    src_type: [{ id: 'user-group', name: 'ops', value: 'ops-grp' }],
    dst_type: [{ id: 'device', name: 'bastion', value: 'node-1' }],
  });
  const policies = [policy('All Nodes', { default: true }), policy('web to db'), users];
  const names = (query: Parameters<typeof filterPolicies>[1]) =>
    filterPolicies(policies, query, EVERYONE).map((entry) => entry.name);

  it('shows every policy, only Resources (device policies) or only Users (user policies)', () => {
    expect(names({ search: '', type: 'all' })).toEqual(['All Nodes', 'web to db', 'ops ssh']);
    expect(names({ search: '', type: 'device-policy' })).toEqual(['All Nodes', 'web to db']);
    expect(names({ search: '', type: 'user-policy' })).toEqual(['ops ssh']);
  });

  it('searches names and chip texts, ignoring case and spaces around', () => {
    expect(names({ search: ' WEB TO ', type: 'all' })).toEqual(['web to db']);
    expect(names({ search: 'bastion', type: 'all' })).toEqual(['ops ssh']);
    expect(names({ search: 'all resources', type: 'all' })).toEqual(['All Nodes', 'web to db']);
    expect(names({ search: 'bastion', type: 'device-policy' })).toEqual([]);
  });
});
