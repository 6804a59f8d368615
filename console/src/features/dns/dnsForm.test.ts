import type { Problem } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import type { ReceivedDnsEntry } from '../../api/dns';
import { problemSentence } from '../../i18n/problemSentence';
import { testHost, testNode } from '../gateways/gatewayTestData';
import { nodeViews } from '../nodes/nodeFilters';
import {
  addressSuggestions,
  dnsFormAddressProblem,
  dnsFormNameProblem,
  EMPTY_DNS_FORM,
  isAutomaticEntry,
  previewRecordName,
  resolvedName,
  searchDnsEntries,
  toCreateDnsEntryRequest,
} from './dnsForm';

const views = nodeViews(
  [
    testNode('a', { address: '10.9.0.12/24', address6: 'fd00::12/64' }),
    testNode('b', { address: '10.9.0.2/24' }),
    testNode('c', { address: '10.9.0.12/24' }),
  ],
  [testHost('a', 'web'), testHost('b', 'api'), testHost('c', 'zz-copy')],
);

/** A problem as the form shows it, in the contract's English. */
const sentence = (found: Problem | null) => found && problemSentence(found);

const entry = (name: string, overrides: Partial<ReceivedDnsEntry> = {}): ReceivedDnsEntry => ({
  name,
  address: '',
  address6: '',
  network: 'lab',
  ...overrides,
});

describe('the add DNS entry form', () => {
  it('checks the trimmed name with the contract rule and its messages', () => {
    expect(sentence(dnsFormNameProblem('   '))).toBe('Please enter a DNS name');
    expect(sentence(dnsFormNameProblem('my_server'))).toBe(
      'Invalid input. Only uppercase letters (A-Z), lowercase letters (a-z), numbers (0-9), minus sign (-) and dots (.) are allowed',
    );
    expect(sentence(dnsFormNameProblem('a'.repeat(193)))).toBe('A DNS name must have at most 192 characters');
    expect(dnsFormNameProblem(' myserver.example.com ')).toBeNull();
  });

  it('needs one address or both, each of its own family, said under its own field', () => {
    expect(sentence(dnsFormAddressProblem(EMPTY_DNS_FORM, 'address'))).toBe(
      'A DNS entry needs an IPv4 address, an IPv6 address or both',
    );
    expect(dnsFormAddressProblem(EMPTY_DNS_FORM, 'address6')).toBeNull();
    const wrong = { name: 'x', address: 'fd00::1', address6: '10.0.0.1' };
    expect(sentence(dnsFormAddressProblem(wrong, 'address'))).toBe('Address fd00::1 is not an IPv4 address');
    expect(sentence(dnsFormAddressProblem(wrong, 'address6'))).toBe('Address6 10.0.0.1 is not an IPv6 address');
    const onlySix = { name: 'x', address: ' ', address6: 'fd00::1' };
    expect(dnsFormAddressProblem(onlySix, 'address')).toBeNull();
    expect(dnsFormAddressProblem(onlySix, 'address6')).toBeNull();
    expect(dnsFormAddressProblem({ ...onlySix, address: '10.0.0.1' }, 'address')).toBeNull();
  });

  it('sends the trimmed name and addresses', () => {
    expect(toCreateDnsEntryRequest('lab', { name: ' files ', address: ' 10.9.0.2 ', address6: '' })).toEqual({
      name: 'files',
      address: '10.9.0.2',
      address6: '',
      network: 'lab',
    });
  });

  it('previews the name hosts will resolve, <name>.<network>, once the name is acceptable', () => {
    expect(previewRecordName(' files ', 'lab')).toBe('files.lab');
    expect(previewRecordName('db.internal', 'lab')).toBe('db.internal.lab');
    expect(previewRecordName('files.LAB', 'lab')).toBe('files.LAB');
    expect(previewRecordName('', 'lab')).toBeNull();
    expect(previewRecordName('files server', 'lab')).toBeNull();
    expect(previewRecordName('-files', 'lab')).toBeNull();
  });

  it("suggests the nodes' addresses of each family without prefix, by node name, each once", () => {
    expect(addressSuggestions(views, 'address')).toEqual([
      { address: '10.9.0.2', name: 'api' },
      { address: '10.9.0.12', name: 'web' },
    ]);
    expect(addressSuggestions(views, 'address6')).toEqual([{ address: 'fd00::12', name: 'web' }]);
  });
});

describe('the DNS entries', () => {
  it("trust the server's automatic flag, else take a node's <host>.<network> name as automatic", () => {
    expect(isAutomaticEntry(entry('web.lab', { automatic: false }), views)).toBe(false);
    expect(isAutomaticEntry(entry('files', { automatic: true }), views)).toBe(true);
    expect(isAutomaticEntry(entry('WEB.lab'), views)).toBe(true);
    expect(isAutomaticEntry(entry('web.office'), views)).toBe(false);
    expect(isAutomaticEntry(entry('files.lab'), views)).toBe(false);
  });

  it('are named as hosts resolve them: custom ones under the network, automatic ones as they are', () => {
    expect(resolvedName(entry('files'))).toBe('files.lab');
    expect(resolvedName(entry('db.internal'))).toBe('db.internal.lab');
    expect(resolvedName(entry('web.lab', { automatic: true }))).toBe('web.lab');
    expect(resolvedName(entry('Files.Lab'))).toBe('Files.Lab');
  });

  it('are searched by the name hosts resolve and by addresses', () => {
    const entries = [entry('web.lab', { address: '10.9.0.12' }), entry('files', { address6: 'fd00::7' })];
    expect(searchDnsEntries(entries, 'WEB').map((found) => found.name)).toEqual(['web.lab']);
    expect(searchDnsEntries(entries, 'fd00').map((found) => found.name)).toEqual(['files']);
    expect(searchDnsEntries(entries, '10.9.0')).toHaveLength(1);
    expect(searchDnsEntries(entries, ' ')).toHaveLength(2);
    expect(searchDnsEntries(entries, 'files.lab').map((found) => found.name)).toEqual(['files']);
  });
});
