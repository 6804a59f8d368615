import { describe, expect, it } from 'vitest';
import type { ReceivedNameserver } from '../../api/nameservers';
import { sentencesByField } from '../../i18n/problemSentence';
import {
  EMPTY_NAMESERVER_FORM,
  keptSearchDomains,
  nameserverFormProblems,
  nameserverFormOf,
  spokenList,
  toggledNameserverRequest,
  toNameserverRequest,
  type NameserverFormValues,
} from './nameserverForm';

/** The form's problems as it shows them, in the contract's English. */
const errorsOf = (values: NameserverFormValues) => sentencesByField(nameserverFormProblems(values, 'lab'));

const corp: ReceivedNameserver = {
  id: 'ns-1',
  name: 'Corporate DNS',
  network_id: 'lab',
  description: 'Reached through the office egress',
  servers: ['10.0.0.2', 'fd00::53'],
  domains: [
    { domain: 'corp.example', is_search_domain: true },
    { domain: 'lan.example', is_search_domain: false },
  ],
  status: true,
};

const filled: NameserverFormValues = {
  name: ' Corporate DNS ',
  description: ' office ',
  servers: [' 10.0.0.2 '],
  domains: ['corp.example', 'lan.example'],
  searchDomains: ['corp.example'],
};

describe('the nameserver form', () => {
  it('checks an empty form with the contract rules, field by field', () => {
    expect(errorsOf(EMPTY_NAMESERVER_FORM)).toEqual({
      name: 'Name is required',
      servers: 'At least one nameserver address is required',
      domains: 'At least one match domain is required, e.g. corp.example',
    });
  });

  it('refuses a server that is not an IP and a domain inside the network, with the server’s messages', () => {
    const errors = errorsOf({ ...filled, servers: ['dns.corp.example'], domains: ['db.lab'] });
    expect(errors).toEqual({
      servers: 'Nameserver "dns.corp.example" is not an IP address, e.g. 10.0.0.2 or fd00::53',
      domains: "Match domain db.lab is inside network lab's own names: its hosts answer those themselves",
    });
    expect(errorsOf({ ...filled, domains: ['corp example'] }).domains).toMatch(
      /^Match domain "corp example" is not a domain name/,
    );
  });

  it('accepts a filled form', () => {
    expect(nameserverFormProblems(filled, 'lab')).toEqual({});
  });

  it('sends the trimmed values, each match domain saying whether it is a search domain', () => {
    expect(toNameserverRequest(filled, 'lab')).toEqual({
      name: 'Corporate DNS',
      network_id: 'lab',
      description: 'office',
      servers: ['10.0.0.2'],
      domains: [
        { domain: 'corp.example', is_search_domain: true, is_ad_domain: false },
        { domain: 'lan.example', is_search_domain: false, is_ad_domain: false },
      ],
    });
  });

  it('opens a nameserver with its values, and sends them back unchanged', () => {
    const form = nameserverFormOf(corp);
    expect(form).toEqual({
      name: 'Corporate DNS',
      description: 'Reached through the office egress',
      servers: ['10.0.0.2', 'fd00::53'],
      domains: ['corp.example', 'lan.example'],
      searchDomains: ['corp.example'],
    });
    expect(toNameserverRequest(form, 'lab').domains?.map((domain) => domain.is_search_domain)).toEqual([true, false]);
  });

  it('drops the search choice of a removed match domain, whatever its spelling', () => {
    expect(keptSearchDomains(['lan.example'], ['corp.example', 'lan.example'])).toEqual(['lan.example']);
    expect(keptSearchDomains(['~Corp.Example.'], ['corp.example'])).toEqual(['corp.example']);
    expect(keptSearchDomains([], ['corp.example'])).toEqual([]);
  });

  it('turns a nameserver on or off keeping all else, by its id', () => {
    expect(toggledNameserverRequest(corp, false)).toEqual({
      id: 'ns-1',
      status: false,
      name: 'Corporate DNS',
      network_id: 'lab',
      description: 'Reached through the office egress',
      servers: ['10.0.0.2', 'fd00::53'],
      domains: [
        { domain: 'corp.example', is_search_domain: true, is_ad_domain: false },
        { domain: 'lan.example', is_search_domain: false, is_ad_domain: false },
      ],
    });
  });

  it('names servers and domains as a sentence of the language lists them', () => {
    expect(spokenList(['10.0.0.2'], 'en')).toBe('10.0.0.2');
    expect(spokenList(['10.0.0.2', '10.0.0.3'], 'en')).toBe('10.0.0.2 and 10.0.0.3');
    expect(spokenList(['a', 'b', 'c'], 'de')).toBe('a, b und c');
    expect(spokenList(['a', 'b'], 'fr')).toBe('a et b');
  });
});
