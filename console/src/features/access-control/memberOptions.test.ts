import type { ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import type { NodeView } from '../nodes/nodeFilters';
import { deviceOptions, resourceOptions, userSourceOptions, withMembers, type MemberLabels } from './memberOptions';

const LABELS: MemberLabels = {
  everyone: { tag: 'All Resources', device: 'All Devices', user: 'All Users', 'user-group': 'All Groups' },
  gatewaysTag: 'Gateways',
  groups: {
    everyone: 'All',
    tags: 'Tags',
    nodes: 'Nodes',
    clients: 'Config files',
    users: 'Users',
    userGroups: 'User groups',
    earlier: 'Earlier',
  },
};

function view(key: string, name: string, node: Partial<ApiNode> = {}): NodeView {
  return {
    key,
    name,
    host: undefined,
    client: null,
    gatewayId: '',
    gatewayName: '',
    searchText: '',
    node: { id: key, is_static: false, is_user_node: false, ...node } as ApiNode,
  };
}

describe('member options', () => {
  const devices = [
    view('n-2', 'node-10'),
    view('n-1', 'node-2'),
    view('phone', 'phone', { is_static: true }),
    view('ann-laptop', 'ann-laptop', { is_static: true, is_user_node: true }),
  ];
  const tags = [
    { id: 'lab.web', tag_name: 'web' },
    { id: 'lab.db', tag_name: 'db' },
  ];

  it('offer All, the gateways tag then tags by name, nodes by host name and config files; no user clients', () => {
    expect(resourceOptions('lab', tags, devices, LABELS)).toEqual([
      { group: 'All', items: [{ value: 'tag:*', label: 'All Resources' }] },
      {
        group: 'Tags',
        items: [
          { value: 'tag:lab.gateways', label: 'Gateways' },
          { value: 'tag:lab.db', label: 'db' },
          { value: 'tag:lab.web', label: 'web' },
        ],
      },
      {
        group: 'Nodes',
        items: [
          { value: 'device:n-1', label: 'node-2' },
          { value: 'device:n-2', label: 'node-10' },
        ],
      },
      { group: 'Config files', items: [{ value: 'device:phone', label: 'phone' }] },
    ]);
  });

  it('give the check panel device ids, without empty groups', () => {
    expect(deviceOptions([devices[0]], LABELS)).toEqual([
      { group: 'Nodes', items: [{ value: 'n-2', label: 'node-10' }] },
    ]);
  });

  it('offer users by display name, after all users and all groups', () => {
    const options = userSourceOptions(
      [
        { username: 'zed', display_name: '' },
        { username: 'ann', display_name: 'Ann Lee' },
      ],
      [
        { id: 'lab-network-user-grp', name: 'Lab network users' },
        { id: 'global-network-admin-grp', name: 'Network admins' },
      ],
      LABELS,
    );
    expect(options).toEqual([
      {
        group: 'All',
        items: [
          { value: 'user:*', label: 'All Users' },
          { value: 'user-group:*', label: 'All Groups' },
        ],
      },
      {
        group: 'Users',
        items: [
          { value: 'user:ann', label: 'Ann Lee' },
          { value: 'user:zed', label: 'zed' },
        ],
      },
      {
        group: 'User groups',
        items: [
          { value: 'user-group:lab-network-user-grp', label: 'Lab network users' },
          { value: 'user-group:global-network-admin-grp', label: 'Network admins' },
        ],
      },
    ]);
  });

  it('keep the members of the edited policy that are no longer offered, once each', () => {
    const base = userSourceOptions([], [], LABELS);
    const gone = { id: 'user-group' as const, name: 'ops', value: 'ops-grp' };
    const options = withMembers(base, [gone, gone, { id: 'user', name: 'All Users', value: '*' }], LABELS);
    expect(options.slice(0, base.length)).toEqual(base);
    expect(options.at(-1)).toEqual({ group: 'Earlier', items: [{ value: 'user-group:ops-grp', label: 'ops' }] });
    expect(withMembers(base, [], LABELS)).toEqual(base);
  });
});
