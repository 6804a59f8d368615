import { ACL_ALLOWED as Y, ACL_DENIED as N } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { filterDevices, matrixDevices } from './matrixDevices';

const MATRIX = {
  'node-10': { 'node-2': Y, 'node-x': N, laptop: Y },
  'node-2': { 'node-10': Y, 'node-x': N, laptop: N },
  'node-x': { 'node-10': N, 'node-2': N, laptop: N },
  laptop: { 'node-10': Y, 'node-2': N, 'node-x': N },
};
const VIEWS = [
  { key: 'node-10', name: 'web-10', client: null },
  { key: 'node-2', name: 'web-2', client: null },
  { key: 'laptop', name: 'laptop', client: { clientid: 'laptop' } },
];

describe('the devices of the old ACL matrix', () => {
  it('names devices from the nodes, hosts before clients, in natural order; unknown ids by their id', () => {
    expect(matrixDevices(MATRIX, VIEWS).map(({ id, name, client }) => [id, name, client])).toEqual([
      ['node-x', 'node-x', false],
      ['node-2', 'web-2', false],
      ['node-10', 'web-10', false],
      ['laptop', 'laptop', true],
    ]);
  });

  it('shows clients only when asked, and searches names and ids', () => {
    const devices = matrixDevices(MATRIX, VIEWS);
    const ids = (search: string, showClients: boolean) =>
      filterDevices(devices, { search, showClients }).map((device) => device.id);
    expect(ids('', false)).toEqual(['node-x', 'node-2', 'node-10']);
    expect(ids('', true)).toEqual(['node-x', 'node-2', 'node-10', 'laptop']);
    expect(ids(' WEB-1 ', true)).toEqual(['node-10']);
    expect(ids('node-', false)).toEqual(['node-x', 'node-2', 'node-10']);
    expect(ids('lap', false)).toEqual([]);
  });
});
