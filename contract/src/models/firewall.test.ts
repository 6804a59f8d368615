import { describe, expect, it } from 'vitest';
import { firewallPairRuleSchema, firewallRuleSchema, firewallUpdateSchema, OPEN_FIREWALL } from './firewall';

const SSH = {
  id: 'ssh',
  ip_list: ['10.10.0.1/32'],
  ip6_list: ['fd10::1/128'],
  allowed_protocols: 'tcp',
  allowed_ports: ['22', '8000-8100'],
  direction: 0,
  dst: ['10.10.0.2/32'],
  dst6: [],
  Allowed: true,
};

/** The first problem zod finds, as `path: message`. */
function problem(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
}

describe('the firewall hosts receive', () => {
  it('takes allow rules with CIDRs of their version, valid ports and a protocol that has them', () => {
    expect(firewallRuleSchema.parse(SSH)).toEqual(SSH);
    expect(firewallUpdateSchema.parse({ ...OPEN_FIREWALL, allow_all: false, acl_rules: { ssh: SSH } })).toBeTruthy();
  });

  it.each([
    [{ ip_list: ['10.10.0.1'] }, 'ip_list.0: must be an IPv4 CIDR'],
    [{ ip_list: ['fd10::1/128'] }, 'ip_list.0: must be an IPv4 CIDR'],
    [{ dst6: ['10.10.0.2/32'] }, 'dst6.0: must be an IPv6 CIDR'],
    [{ allowed_ports: ['70000'] }, 'allowed_ports.0: invalid port "70000": ports are between 1-65535'],
    [
      { allowed_ports: ['22; flush ruleset'] },
      'allowed_ports.0: invalid port "22; flush ruleset": use a port like 80 or a range like 8000-8100',
    ],
    [{ allowed_protocols: 'icmp' }, 'allowed_ports: only tcp and udp rules take ports'],
    [{ allowed_protocols: 'gre' }, 'allowed_protocols: Invalid option: expected one of "all"|"tcp"|"udp"|"icmp"'],
    [{ Allowed: false }, 'Allowed: Invalid input: expected true'],
  ])('refuses a rule with %j', (fields, message) => {
    expect(problem(firewallRuleSchema.safeParse({ ...SSH, ...fields }))).toBe(message);
  });

  it('keeps both ends of a pair rule of one IP version', () => {
    const pair = {
      src_ip: '10.10.0.254/32',
      dst_ip: 'fd10::1/128',
      allowed_protocols: 'all',
      allowed_ports: [],
      allow: true,
    };
    expect(problem(firewallPairRuleSchema.safeParse(pair))).toBe('dst_ip: src_ip and dst_ip must be of one IP version');
    expect(firewallPairRuleSchema.safeParse({ ...pair, dst_ip: '10.10.0.1/32' }).success).toBe(true);
  });
});
