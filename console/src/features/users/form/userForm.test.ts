import type { Problem } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { problemSentence } from '../../../i18n/problemSentence';
import { testUser } from '../usersTestData';
import {
  EMPTY_CREATE_USER,
  createUserInput,
  editUserInput,
  editUserValues,
  passwordProblem,
  usernameProblem,
} from './userForm';
import { networkRoleRows, newNetworkRoleRow, toNetworkRoleSet } from '../roles/networkRoleRows';

describe('network role rows', () => {
  it('turn a role set into rows and back, a repeated pair counting once', () => {
    const rows = networkRoleRows({ net2: { 'net2-network-user': {} }, all_networks: { 'global-network-user': {} } });
    expect(rows.map(({ network, roleId }) => [network, roleId])).toEqual([
      ['all_networks', 'global-network-user'],
      ['net2', 'net2-network-user'],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
    expect(
      toNetworkRoleSet([...rows, newNetworkRoleRow('net2', 'net2-network-user'), newNetworkRoleRow('net2', 'x')]),
    ).toEqual({
      all_networks: { 'global-network-user': {} },
      net2: { 'net2-network-user': {}, x: {} },
    });
    expect(networkRoleRows(null)).toEqual([]);
  });
});

describe('createUserInput', () => {
  it('trims the names and sends the access as sets', () => {
    expect(
      createUserInput({
        ...EMPTY_CREATE_USER,
        username: ' carol ',
        password: 'long enough',
        displayName: ' Carol ',
        groupIds: ['ops'],
        networkRoles: [newNetworkRoleRow('net1', 'net1-network-admin')],
      }),
    ).toEqual({
      username: 'carol',
      password: 'long enough',
      display_name: 'Carol',
      platform_role_id: 'platform-user',
      user_group_ids: { ops: {} },
      network_roles: { net1: { 'net1-network-admin': {} } },
    });
  });
});

describe('editing a user', () => {
  it('starts from the record and sends what the form holds', () => {
    const values = editUserValues(
      testUser('dave', {
        display_name: 'Dave',
        account_disabled: true,
        platform_role_id: 'auditor',
        user_group_ids: { ops: {} },
        network_roles: { net1: { 'net1-network-user': {} } },
      }),
    );
    expect(values).toMatchObject({
      displayName: 'Dave',
      accountDisabled: true,
      platformRoleId: 'auditor',
      groupIds: ['ops'],
    });
    expect(editUserInput({ ...values, groupIds: [] })).toEqual({
      display_name: 'Dave',
      account_disabled: true,
      platform_role_id: 'auditor',
      user_group_ids: {},
      network_roles: { net1: { 'net1-network-user': {} } },
    });
  });
});

/** A problem as the form shows it, in the contract's English. */
const sentence = (found: Problem | null) => found && problemSentence(found);

describe('field rules', () => {
  it('use the shared username and password rules', () => {
    expect(sentence(usernameProblem('abc'))).toBe('Username must have more than 3 characters');
    expect(sentence(usernameProblem('a b c d'))).toBe('Invalid character(s) in username');
    expect(usernameProblem(' carol ')).toBeNull();
    expect(sentence(passwordProblem('short'))).toBe('Password must have a minimum of 8 characters');
    expect(passwordProblem('long enough')).toBeNull();
  });
});
