import type { Network } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { proposeRange, takenRanges, toCreateNetworkRequest, type CreateNetworkValues } from './createNetworkForm';

const values: CreateNetworkValues = {
  name: '  Home   Lab ',
  ipv4: true,
  addressrange: ' 100.64.1.0/24 ',
  ipv6: false,
  addressrange6: 'fd3c:1:2:3::/64',
  defaultacl: 'no',
};

describe('the create-network request', () => {
  it('sends the normalised id and only the ranges of the enabled families', () => {
    expect(toCreateNetworkRequest(values)).toEqual({
      netid: 'home-lab',
      addressrange: '100.64.1.0/24',
      addressrange6: '',
      isipv4: 'yes',
      isipv6: 'no',
      defaultacl: 'no',
      defaultudpholepunch: 'no',
    });
    expect(toCreateNetworkRequest({ ...values, ipv4: false, ipv6: true })).toMatchObject({
      addressrange: '',
      addressrange6: 'fd3c:1:2:3::/64',
      isipv4: 'no',
      isipv6: 'yes',
    });
  });

  it('defaults the access control to ALLOW', () => {
    expect(toCreateNetworkRequest({ ...values, defaultacl: null }).defaultacl).toBe('yes');
  });
});

describe('range proposals', () => {
  it('avoids every range already taken, and gives up quietly when none is free', () => {
    const networks = [{ addressrange: '100.64.0.0/10', addressrange6: '' }] as Network[];
    expect(takenRanges(networks)).toEqual(['100.64.0.0/10']);
    expect(proposeRange(4, takenRanges(networks))).toBe('');
    expect(proposeRange(6, takenRanges(networks))).toMatch(/^fd3c:/);
  });
});
