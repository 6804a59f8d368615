import { describe, expect, it } from 'vitest';
import { problemSentence } from '../../i18n/problemSentence';
import type { FormProblem } from './formProblems';
import {
  CUSTOM_DNS,
  EMPTY_GATEWAY_FORM,
  gatewayFormOf,
  gatewayFormProblems,
  toGatewayChanges,
  toIngressRequest,
} from './gatewayForm';
import { testNode } from './gatewayTestData';

const keys = (problems: object) => Object.keys(problems).sort();
/** A contract rule's problem as the form shows it, in the contract's English; undefined for any other. */
const text = (found: FormProblem | undefined) =>
  found && 'problem' in found ? problemSentence(found.problem) : undefined;

describe('the gateway form', () => {
  it('starts with no DNS, MTU 1420 and keepalive 20, which are acceptable', () => {
    expect(gatewayFormProblems(EMPTY_GATEWAY_FORM)).toEqual({});
    expect(toIngressRequest(EMPTY_GATEWAY_FORM)).toEqual({
      extclientdns: '',
      is_internet_gw: false,
      mtu: 1420,
      persistentkeepalive: 20,
    });
  });

  it('needs a DNS server for an internet gateway, on the field that is showing', () => {
    expect(gatewayFormProblems({ ...EMPTY_GATEWAY_FORM, internetGateway: true })).toEqual({
      dnsChoice: { key: 'dnsRequired' },
    });
    expect(keys(gatewayFormProblems({ ...EMPTY_GATEWAY_FORM, internetGateway: true, dnsChoice: CUSTOM_DNS }))).toEqual([
      'customDns',
    ]);
    expect(gatewayFormProblems({ ...EMPTY_GATEWAY_FORM, internetGateway: true, dnsChoice: '9.9.9.9' })).toEqual({});
  });

  it('checks custom DNS, MTU, keepalive and network info with the contract rules', () => {
    const problems = gatewayFormProblems({
      ...EMPTY_GATEWAY_FORM,
      dnsChoice: CUSTOM_DNS,
      customDns: '10.0.0.53, dns.example',
      mtu: 70000,
      keepalive: '',
      metadata: 'x'.repeat(256),
    });
    expect(keys(problems)).toEqual(['customDns', 'keepalive', 'metadata', 'mtu']);
    expect(text(problems.customDns)).toContain('dns.example is not an IP address');
    expect(text(problems.mtu)).toMatch(/^MTU must be between/);
    expect(problems.keepalive).toEqual({ key: 'wholeNumber' });
    expect(text(problems.metadata)).toBe('Metadata must have at most 255 characters');
    expect(text(gatewayFormProblems({ ...EMPTY_GATEWAY_FORM, keepalive: -1 }).keepalive)).toBe(
      'Persistent keepalive must be between 0 and 1000 seconds',
    );
  });

  it('sends custom DNS as a tidy list and leaves blank network info to the server', () => {
    const values = {
      ...EMPTY_GATEWAY_FORM,
      dnsChoice: CUSTOM_DNS,
      customDns: ' 10.0.0.53 ,, 10.0.0.54 ',
      internetGateway: true,
      mtu: '1380',
      metadata: '  ',
    };
    expect(toIngressRequest(values)).toEqual({
      extclientdns: '10.0.0.53,10.0.0.54',
      is_internet_gw: true,
      mtu: 1380,
      persistentkeepalive: 20,
    });
    expect(toIngressRequest({ ...values, metadata: ' Office VPN ' }).metadata).toBe('Office VPN');
  });

  it('edits a gateway from its current settings, keeping a DNS that is no preset as custom', () => {
    const gateway = testNode('gw', {
      isingressgateway: true,
      ingressdns: '10.0.0.53',
      ingressmtu: 1400,
      ingresspersistentkeepalive: 15,
      metadata: 'VPN',
    });
    const values = gatewayFormOf(gateway);
    expect(values).toMatchObject({ dnsChoice: CUSTOM_DNS, customDns: '10.0.0.53', mtu: 1400, keepalive: 15 });
    expect(gatewayFormOf({ ...gateway, ingressdns: '1.1.1.1' })).toMatchObject({ dnsChoice: '1.1.1.1', customDns: '' });
    expect(toGatewayChanges({ ...values, dnsChoice: '8.8.8.8' })).toEqual({
      ingressdns: '8.8.8.8',
      ingressmtu: 1400,
      ingresspersistentkeepalive: 15,
      metadata: 'VPN',
    });
  });
});
