import { describe, expect, it } from 'vitest';
import {
  DNS_ADDRESS_REQUIRED_MESSAGE,
  DNS_NAME_CHARACTERS_MESSAGE,
  DNS_NAME_LENGTH_MESSAGE,
  DNS_NAME_REQUIRED_MESSAGE,
  dnsAddressError,
  dnsNameError,
} from './dns-name';

describe('DNS entry name', () => {
  it.each(['db', 'myserver.example.com', 'Printer-2.office', 'x'.repeat(192)])('accepts %j', (name) => {
    expect(dnsNameError(name)).toBeNull();
  });

  it('refuses an empty name and one over 192 characters', () => {
    expect(dnsNameError('')).toBe(DNS_NAME_REQUIRED_MESSAGE);
    expect(dnsNameError('x'.repeat(193))).toBe(DNS_NAME_LENGTH_MESSAGE);
    expect(DNS_NAME_LENGTH_MESSAGE).toBe('A DNS name must have at most 192 characters');
  });

  it.each(['my server', 'db_1', 'café.lan', 'a/b', ' db'])('refuses the characters of %j', (name) => {
    expect(dnsNameError(name)).toBe(
      'invalid input. Only uppercase letters (A-Z), lowercase letters (a-z), numbers (0-9), minus sign (-) and dots (.) are allowed',
    );
  });

  it('names the characters before the length', () => {
    expect(dnsNameError('_'.repeat(193))).toBe(DNS_NAME_CHARACTERS_MESSAGE);
  });
});

describe('DNS entry addresses', () => {
  it.each([
    ['10.0.0.5', ''],
    ['', 'fd00::5'],
    ['10.0.0.5', 'fd00::5'],
  ])('accepts %j and %j', (address, address6) => {
    expect(dnsAddressError(address, address6)).toBeNull();
  });

  it('needs at least one address', () => {
    expect(dnsAddressError('', '')).toBe(DNS_ADDRESS_REQUIRED_MESSAGE);
    expect(DNS_ADDRESS_REQUIRED_MESSAGE).toBe('A DNS entry needs an IPv4 address, an IPv6 address or both');
  });

  it.each([
    ['fd00::5', '', 'address fd00::5 is not an IPv4 address'],
    ['10.0.0.300', '', 'address 10.0.0.300 is not an IPv4 address'],
    ['10.0.0.0/24', '', 'address 10.0.0.0/24 is not an IPv4 address'],
    ['', '10.0.0.5', 'address6 10.0.0.5 is not an IPv6 address'],
    ['', 'fd00::/64', 'address6 fd00::/64 is not an IPv6 address'],
  ])('refuses %j and %j', (address, address6, message) => {
    expect(dnsAddressError(address, address6)).toBe(message);
  });
});
