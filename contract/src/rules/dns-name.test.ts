import { describe, expect, it } from 'vitest';
import {
  canonicalMatchDomain,
  dnsAddressProblem,
  dnsNameProblem,
  dnsRecordName,
  isServableDnsName,
  matchDomainProblem,
} from './dns-name';
import { nameserverDomainsProblem, nameserverNameProblem, nameserverServersProblem } from './nameserver';
import { PROBLEM_TEXTS, problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

describe('DNS entry name', () => {
  const longest = `${'x'.repeat(63)}.${'y'.repeat(63)}.${'z'.repeat(62)}.w`;
  it.each(['db', 'myserver.example.com', 'Printer-2.office', longest])('accepts %j', (name) => {
    expect(english(dnsNameProblem(name))).toBeNull();
  });

  it('refuses an empty name and one over 192 characters', () => {
    expect(english(dnsNameProblem(''))).toBe(PROBLEM_TEXTS.dnsNameRequired);
    expect(english(dnsNameProblem('x'.repeat(193)))).toBe('A DNS name must have at most 192 characters');
    expect('A DNS name must have at most 192 characters').toBe('A DNS name must have at most 192 characters');
  });

  it.each(['my server', 'db_1', 'café.lan', 'a/b', ' db'])('refuses the characters of %j', (name) => {
    expect(english(dnsNameProblem(name))).toBe(
      'invalid input. Only uppercase letters (A-Z), lowercase letters (a-z), numbers (0-9), minus sign (-) and dots (.) are allowed',
    );
  });

  it.each(['-db', 'db-', 'a..b', '.db', 'db.', `${'x'.repeat(64)}.lan`])('refuses the labels of %j', (name) => {
    expect(english(dnsNameProblem(name))).toBe(PROBLEM_TEXTS.dnsNameLabels);
  });

  it('names the characters before the length', () => {
    expect(english(dnsNameProblem('_'.repeat(193)))).toBe(PROBLEM_TEXTS.dnsNameCharacters);
  });
});

describe('DNS entry addresses', () => {
  it.each([
    ['10.0.0.5', ''],
    ['', 'fd00::5'],
    ['10.0.0.5', 'fd00::5'],
  ])('accepts %j and %j', (address, address6) => {
    expect(english(dnsAddressProblem(address, address6))).toBeNull();
  });

  it('needs at least one address', () => {
    expect(english(dnsAddressProblem('', ''))).toBe(PROBLEM_TEXTS.dnsAddressRequired);
    expect(PROBLEM_TEXTS.dnsAddressRequired).toBe('A DNS entry needs an IPv4 address, an IPv6 address or both');
  });

  it.each([
    ['fd00::5', '', 'address fd00::5 is not an IPv4 address'],
    ['10.0.0.300', '', 'address 10.0.0.300 is not an IPv4 address'],
    ['10.0.0.0/24', '', 'address 10.0.0.0/24 is not an IPv4 address'],
    ['', '10.0.0.5', 'address6 10.0.0.5 is not an IPv6 address'],
    ['', 'fd00::/64', 'address6 fd00::/64 is not an IPv6 address'],
  ])('refuses %j and %j', (address, address6, message) => {
    expect(english(dnsAddressProblem(address, address6))).toBe(message);
  });
});

describe('the names hosts resolve', () => {
  it('puts every entry in its network, unless it already is', () => {
    expect(dnsRecordName('db', 'prod')).toBe('db.prod');
    expect(dnsRecordName('printer.office', 'prod')).toBe('printer.office.prod');
    expect(dnsRecordName('db.PROD', 'prod')).toBe('db.PROD');
    expect(dnsRecordName('db.production', 'prod')).toBe('db.production.prod');
  });

  it('serves names of labels of letters, digits, hyphens and underscores, up to 253 characters', () => {
    expect(isServableDnsName('my_laptop.prod')).toBe(true);
    expect(isServableDnsName('my laptop.prod')).toBe(false);
    expect(isServableDnsName('café.prod')).toBe(false);
    expect(isServableDnsName(`${'a'.repeat(64)}.prod`)).toBe(false);
    expect(isServableDnsName(Array.from({ length: 64 }, () => 'abc').join('.'))).toBe(false);
  });
});

describe('nameservers', () => {
  it.each(['corp.example', '~corp.example', 'corp.example.', 'LAB'])('takes the match domain %j', (domain) => {
    expect(english(matchDomainProblem(domain))).toBeNull();
  });

  it.each(['', '~', '.', 'a..b', '*.corp', 'bad_domain.example', '-x.example'])(
    'refuses the match domain %j',
    (domain) => {
      expect(english(matchDomainProblem(domain))).toMatch(/is not a domain name/);
    },
  );

  it('sends match domains in lower case, without ~ or a final dot', () => {
    expect(canonicalMatchDomain('~Corp.Example.')).toBe('corp.example');
  });

  it('refuses domains inside the network, repeated domains, and servers that are not IP addresses', () => {
    expect(english(nameserverDomainsProblem(['corp.example', 'lab.example'], 'prod'))).toBeNull();
    expect(english(nameserverDomainsProblem(['db.prod'], 'prod'))).toMatch(/inside network prod's own names/);
    expect(english(nameserverDomainsProblem(['PROD'], 'prod'))).toMatch(/inside network prod's own names/);
    expect(english(nameserverDomainsProblem(['a.example', '~A.example.'], 'prod'))).toBe(
      'each match domain may be given once',
    );
    expect(english(nameserverDomainsProblem([], 'prod'))).toMatch(/at least one match domain/);
    expect(english(nameserverServersProblem(['10.0.0.2', 'fd00::53']))).toBeNull();
    expect(english(nameserverServersProblem(['ns1.example']))).toMatch(/is not an IP address/);
    expect(english(nameserverServersProblem(Array.from({ length: 9 }, (_, index) => `10.0.0.${index}`)))).toMatch(
      /at most 8/,
    );
    expect(english(nameserverNameProblem(''))).toBe('name is required');
    expect(english(nameserverNameProblem('x'.repeat(65)))).toMatch(/at most 64/);
  });
});
