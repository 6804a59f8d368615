import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aclMembersProblem,
  aclPolicyNameProblem,
  parsePortRange,
  portRangeProblem,
  resolveAclService,
  type AclServiceRequest,
} from './acl-policy';
import { problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

/** The field and English words of a service the rules refuse. */
function refusal(request: AclServiceRequest) {
  const outcome = resolveAclService(request);
  return outcome.ok ? outcome : { field: outcome.problem.field, error: problemText(outcome.problem) };
}

describe('policy names', () => {
  it('requires a name of at most 64 characters', () => {
    expect(english(aclPolicyNameProblem('web'))).toBeNull();
    expect(english(aclPolicyNameProblem('  '))).toBe('name is required');
    expect(english(aclPolicyNameProblem('x'.repeat(64)))).toBeNull();
    expect(english(aclPolicyNameProblem('x'.repeat(65)))).toBe('name must have at most 64 characters');
  });
});

describe('ports', () => {
  it('accepts ports and ranges within 1-65535', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), fc.integer({ min: 1, max: 65535 }), (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(english(portRangeProblem(`${start}`))).toBeNull();
        expect(english(portRangeProblem(`${start}-${end}`))).toBeNull();
        expect(parsePortRange(`${start}-${end}`)).toEqual({ start, end });
      }),
    );
  });

  it('says what is wrong with a port', () => {
    expect(english(portRangeProblem('http'))).toBe('invalid port "http": use a port like 80 or a range like 8000-8100');
    expect(english(portRangeProblem('0'))).toBe('invalid port "0": ports are between 1-65535');
    expect(english(portRangeProblem('80-70000'))).toBe('invalid port "80-70000": ports are between 1-65535');
    expect(english(portRangeProblem('90-80'))).toBe(
      'invalid port range "90-80": the first port must not be above the last',
    );
  });
});

describe('services', () => {
  it('lets Any carry every protocol on every port', () => {
    expect(resolveAclService({ type: 'Any', protocol: 'tcp' })).toEqual({
      ok: true,
      type: 'Any',
      protocol: 'all',
      ports: [],
    });
  });

  it('fixes the protocol and port of named services', () => {
    expect(resolveAclService({ type: 'SSH' })).toEqual({ ok: true, type: 'SSH', protocol: 'tcp', ports: ['22'] });
    expect(resolveAclService({ type: 'SSH', ports: ['22'] })).toMatchObject({ ok: true, ports: ['22'] });
    expect(resolveAclService({ type: 'All UDP' })).toEqual({ ok: true, type: 'All UDP', protocol: 'udp', ports: [] });
    expect(resolveAclService({ type: 'ICMP' })).toMatchObject({ protocol: 'icmp', ports: [] });
  });

  it.each([
    [{ type: 'Any', ports: ['22'] }, 'the Any service covers every port: choose Custom to pick ports'],
    [{ type: 'All UDP', ports: ['53'] }, 'the All UDP service covers every port: choose Custom to pick ports'],
    [{ type: 'SSH', ports: ['2222'] }, 'the SSH service always uses port 22: choose Custom to pick ports'],
    [{ type: 'ICMP', ports: ['7'] }, 'icmp traffic has no ports: leave them out'],
    [{ protocol: 'icmp' as const, ports: ['7'] }, 'icmp traffic has no ports: leave them out'],
  ])('refuses ports a fixed service does not take: %j', (request, error) => {
    expect(refusal(request)).toEqual({ field: 'ports', error });
  });

  it('takes tcp or udp and checked ports for Custom', () => {
    expect(resolveAclService({ type: 'Custom', protocol: 'udp', ports: [' 53 ', '', '8000-8100'] })).toEqual({
      ok: true,
      type: 'Custom',
      protocol: 'udp',
      ports: ['53', '8000-8100'],
    });
    expect(refusal({ type: 'Custom', protocol: 'all' })).toEqual({
      field: 'protocol',
      error: 'a Custom service needs protocol tcp or udp',
    });
    expect(refusal({ type: 'Custom', protocol: 'tcp', ports: ['99999'] })).toEqual({
      field: 'ports',
      error: 'invalid port "99999": ports are between 1-65535',
    });
  });

  it('follows the protocol when no service is named', () => {
    expect(resolveAclService({})).toMatchObject({ type: 'Any', protocol: 'all' });
    expect(resolveAclService({ protocol: 'icmp' })).toMatchObject({ type: 'ICMP', protocol: 'icmp' });
    expect(resolveAclService({ protocol: 'tcp', ports: ['443'] })).toMatchObject({ type: 'Custom', ports: ['443'] });
  });

  it('names the services there are when given another', () => {
    expect(refusal({ type: 'FTP' })).toEqual({
      field: 'type',
      error: 'invalid service type "FTP": use one of Any, HTTP, HTTPS, All TCP, All UDP, ICMP, SSH, Custom',
    });
  });
});

describe('policy members', () => {
  const tag = { id: 'tag' as const, value: '*' };
  const user = { id: 'user' as const, value: 'ann' };
  const group = { id: 'user-group' as const, value: 'ops' };

  it('keeps users and groups to the sources of user policies', () => {
    expect(english(aclMembersProblem('device-policy', [tag], [tag]))).toBeNull();
    expect(english(aclMembersProblem('user-policy', [user, group], [tag]))).toBeNull();
    expect(english(aclMembersProblem('device-policy', [user], [tag]))).toBe('device policy source mismatch');
    expect(english(aclMembersProblem('user-policy', [user, tag], [tag]))).toBe('user policy source mismatch');
    expect(english(aclMembersProblem('user-policy', [user], [group]))).toBe('user cannot be added to destination');
  });

  it('needs a source and a destination', () => {
    expect(english(aclMembersProblem('device-policy', [], [tag]))).toBe('choose at least one source');
    expect(english(aclMembersProblem('device-policy', [tag], []))).toBe('choose at least one destination');
  });
});
