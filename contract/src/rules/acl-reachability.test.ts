import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AclMemberRef } from './acl-policy';
import { aclRuleMembers, buildReachability, type AclDevice, type AclRule } from './acl-reachability';

/** The documented semantics, spelled out one pair and one policy at a time. */
function stands(ref: AclMemberRef, device: AclDevice): boolean {
  const everyone = ref.value === '*';
  if (ref.id === 'device') return everyone ? !device.user : ref.value === device.id;
  if (ref.id === 'tag') return !device.user && (everyone || device.tags.includes(ref.value));
  if (!device.user) return false;
  if (ref.id === 'user') return everyone || device.user.username === ref.value;
  return everyone || device.user.groups.includes(ref.value);
}

function expected(rules: AclRule[], a: AclDevice, b: AclDevice): boolean {
  if (a.id === b.id) return true;
  const side = (refs: readonly AclMemberRef[], device: AclDevice) => refs.some((ref) => stands(ref, device));
  return rules.some(
    (rule) =>
      rule.enabled &&
      ((side(rule.src_type, a) && side(rule.dst_type, b)) ||
        (rule.allowed_traffic_direction === 1 && side(rule.src_type, b) && side(rule.dst_type, a))),
  );
}

const TAGS = ['net.web', 'net.db', 'net.gateways'];

const deviceArb = (index: number) =>
  fc
    .record({
      tags: fc.subarray(TAGS),
      user: fc.option(fc.record({ username: fc.constantFrom('ann', 'bob'), groups: fc.subarray(['ops', 'dev']) }), {
        nil: undefined,
      }),
    })
    .map(({ tags, user }): AclDevice => ({
      id: `d${index}`,
      name: `device-${index}`,
      tags,
      ...(user ? { user } : {}),
    }));

const devicesArb = fc
  .integer({ min: 2, max: 8 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => deviceArb(index))));

const memberArb: fc.Arbitrary<AclMemberRef> = fc.oneof(
  fc.record({ id: fc.constant('tag' as const), value: fc.constantFrom('*', ...TAGS, 'net.gone') }),
  fc.record({ id: fc.constant('device' as const), value: fc.constantFrom('*', 'd0', 'd1', 'd5', 'gone') }),
  fc.record({ id: fc.constant('user' as const), value: fc.constantFrom('*', 'ann', 'bob') }),
  fc.record({ id: fc.constant('user-group' as const), value: fc.constantFrom('*', 'ops', 'dev') }),
);

const ruleArb = (index: number) =>
  fc
    .record({
      src_type: fc.array(memberArb, { minLength: 1, maxLength: 3 }),
      dst_type: fc.array(memberArb, { minLength: 1, maxLength: 3 }),
      allowed_traffic_direction: fc.constantFrom(0, 1),
      enabled: fc.boolean(),
      policy_type: fc.constantFrom('device-policy' as const, 'user-policy' as const),
    })
    .map((parts): AclRule => ({ id: `p${index}`, name: `policy ${index}`, protocol: 'all', ports: [], ...parts }));

const rulesArb = fc
  .integer({ min: 0, max: 6 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => ruleArb(index))));

function allNodes(enabled: boolean): AclRule {
  return {
    id: 'net.all-nodes',
    name: 'All Nodes',
    policy_type: 'device-policy',
    src_type: [{ id: 'tag', value: '*' }],
    dst_type: [{ id: 'tag', value: '*' }],
    protocol: 'all',
    ports: [],
    allowed_traffic_direction: 1,
    enabled,
  };
}

const pairs = (devices: AclDevice[]) => devices.flatMap((a) => devices.map((b) => [a, b] as const));

describe('reachability under policies', () => {
  it('lets A reach B exactly when an enabled policy covers them in its direction', () => {
    fc.assert(
      fc.property(devicesArb, rulesArb, (devices, rules) => {
        const reachability = buildReachability(rules, devices);
        for (const [a, b] of pairs(devices)) {
          const allowed = expected(rules, a, b);
          expect(reachability.reaches(a.id, b.id)).toBe(allowed);
          expect(reachability.check(a.id, b.id).allowed).toBe(allowed);
        }
      }),
    );
  });

  it('says which devices a policy lets reach or be reached by some other device', () => {
    fc.assert(
      fc.property(devicesArb, rulesArb, (devices, rules) => {
        const reachability = buildReachability(rules, devices);
        for (const device of devices) {
          const others = devices.filter((other) => other.id !== device.id);
          const touched = others.some((other) => expected(rules, device, other) || expected(rules, other, device));
          expect(reachability.covers(device.id)).toBe(touched);
        }
        expect(reachability.covers('gone')).toBe(false);
      }),
    );
  });

  it('grants exactly the pairs an enabled policy lets start, in its direction', () => {
    fc.assert(
      fc.property(devicesArb, rulesArb, (devices, rules) => {
        const granted = new Set(
          buildReachability(rules, devices)
            .grants()
            .flatMap((grant) => grant.from.flatMap((from) => grant.to.map((to) => `${from} ${to}`))),
        );
        for (const [a, b] of pairs(devices).filter(([a, b]) => a.id !== b.id)) {
          expect(granted.has(`${a.id} ${b.id}`)).toBe(expected(rules, a, b));
        }
      }),
    );
  });

  it('lets every device reach every other while All Nodes is enabled, whatever else there is', () => {
    fc.assert(
      fc.property(devicesArb, rulesArb, fc.integer({ min: 1, max: 65535 }), (devices, rules, port) => {
        const reachability = buildReachability([...rules, allNodes(true)], devices);
        for (const [a, b] of pairs(devices).filter(([a, b]) => !a.user && !b.user && a.id !== b.id)) {
          expect(reachability.reaches(a.id, b.id)).toBe(true);
          expect(reachability.check(a.id, b.id, { protocol: 'tcp', port }).allowed).toBe(true);
        }
      }),
    );
  });

  it('says every device reaches every other exactly while All Nodes is enabled, for any number of devices', () => {
    for (const count of [1, 31, 32, 33, 100]) {
      const devices = Array.from({ length: count }, (_, index): AclDevice => ({
        id: `d${index}`,
        name: `n${index}`,
        tags: [],
      }));
      expect(buildReachability([allNodes(true)], devices).everybody).toBe(true);
      expect(buildReachability([allNodes(false)], devices).everybody).toBe(false);
      const oneTag = { ...allNodes(true), id: 'web', src_type: [{ id: 'tag' as const, value: 'net.web' }] };
      expect(buildReachability([oneTag], devices).everybody).toBe(false);
    }
  });

  it('names the members of a policy: the only devices whose reach it changes', () => {
    fc.assert(
      fc.property(devicesArb, rulesArb, (devices, rules) => {
        for (const rule of rules) {
          const members = new Set(aclRuleMembers(rule, devices));
          const others = rules.filter((other) => other !== rule);
          for (const [a, b] of pairs(devices)) {
            if (expected(rules, a, b) !== expected(others, a, b))
              expect([members.has(a.id), members.has(b.id)]).toEqual([true, true]);
          }
        }
      }),
    );
  });

  it('counts only the other policies once All Nodes is disabled', () => {
    fc.assert(
      fc.property(devicesArb, rulesArb, (devices, rules) => {
        const reachability = buildReachability([allNodes(false), ...rules], devices);
        for (const [a, b] of pairs(devices)) expect(reachability.reaches(a.id, b.id)).toBe(expected(rules, a, b));
      }),
    );
  });

  it('matches ports and ranges of a policy for its protocol only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), (port) => {
        const rule: AclRule = {
          ...allNodes(true),
          id: 'web',
          name: 'Web',
          protocol: 'tcp',
          ports: ['443', '8000-8100'],
        };
        const reachability = buildReachability([rule], devicesOf(['web'], ['db']));
        const inRange = port === 443 || (port >= 8000 && port <= 8100);
        expect(reachability.check('d0', 'd1', { protocol: 'tcp', port }).allowed).toBe(inRange);
        expect(reachability.check('d0', 'd1', { port }).allowed).toBe(inRange);
        expect(reachability.check('d0', 'd1', { protocol: 'udp', port }).allowed).toBe(false);
      }),
    );
  });
});

function devicesOf(...tagSets: string[][]): AclDevice[] {
  return tagSets.map((tags, index) => ({ id: `d${index}`, name: `node-${index}`, tags: tags.map((t) => `net.${t}`) }));
}

describe('reachability verdicts', () => {
  const webToDb: AclRule = {
    ...allNodes(true),
    id: 'p1',
    name: 'web to db',
    src_type: [{ id: 'tag', value: 'net.web' }],
    dst_type: [{ id: 'tag', value: 'net.db' }],
    allowed_traffic_direction: 0,
  };
  const devices = devicesOf(['web'], ['db'], []);

  it('names the policy that allows the traffic', () => {
    expect(buildReachability([webToDb], devices).check('d0', 'd1')).toEqual({
      allowed: true,
      policy: { id: 'p1', name: 'web to db' },
      reason: 'policy "web to db" allows node-0 to reach node-1',
    });
  });

  it('keeps one-way policies one way', () => {
    const verdict = buildReachability([webToDb], devices).check('d1', 'd0', { protocol: 'tcp', port: 22 });
    expect(verdict).toEqual({
      allowed: false,
      policy: null,
      reason: 'no enabled policy allows node-1 to reach node-0 on tcp port 22',
    });
  });

  it('points at a disabled policy that would allow it', () => {
    const verdict = buildReachability([{ ...webToDb, enabled: false }], devices).check('d0', 'd1');
    expect(verdict).toEqual({
      allowed: false,
      policy: { id: 'p1', name: 'web to db' },
      reason: 'policy "web to db" would allow node-0 to reach node-1, but it is disabled',
    });
  });

  it('points at a policy that covers the pair for other traffic', () => {
    const ssh = { ...webToDb, protocol: 'tcp' as const, ports: ['22'] };
    expect(buildReachability([ssh], devices).check('d0', 'd1', { protocol: 'tcp', port: 80 })).toEqual({
      allowed: false,
      policy: { id: 'p1', name: 'web to db' },
      reason: 'policy "web to db" allows node-0 to reach node-1 only for tcp port 22',
    });
    const icmp = { ...webToDb, protocol: 'icmp' as const };
    expect(buildReachability([icmp], devices).check('d0', 'd1', { port: 80 }).allowed).toBe(false);
    expect(buildReachability([icmp], devices).check('d0', 'd1', { protocol: 'icmp' }).allowed).toBe(true);
  });

  it('explains a refusal by a specific policy before a switched-off All Nodes', () => {
    const ssh = { ...webToDb, id: 'p2', name: 'ssh', protocol: 'tcp' as const, ports: ['22'] };
    const rules = [allNodes(false), ssh, { ...webToDb, enabled: false }];
    expect(buildReachability(rules, devices).check('d0', 'd1', { port: 80 }).policy).toEqual({
      id: 'p1',
      name: 'web to db',
    });
    expect(buildReachability(rules.slice(0, 2), devices).check('d0', 'd1', { port: 80 }).policy?.id).toBe('p2');
    expect(buildReachability(rules.slice(0, 1), devices).check('d0', 'd1').reason).toBe(
      'policy "All Nodes" would allow node-0 to reach node-1, but it is disabled',
    );
  });

  it('reports All Nodes first while it is on', () => {
    const verdict = buildReachability([webToDb, allNodes(true)], devices).check('d0', 'd1');
    expect(verdict.policy).toEqual({ id: 'net.all-nodes', name: 'All Nodes' });
  });

  it('lets users reach only through user policies', () => {
    const withUser: AclDevice[] = [
      ...devices,
      { id: 'c1', name: 'c1', tags: [], user: { username: 'ann', groups: [] } },
    ];
    const allUsers: AclRule = {
      ...allNodes(true),
      id: 'net.all-users',
      name: 'All Users',
      policy_type: 'user-policy',
      src_type: [{ id: 'user', value: '*' }],
      allowed_traffic_direction: 0,
    };
    expect(buildReachability([allNodes(true)], withUser).reaches('c1', 'd0')).toBe(false);
    const reachability = buildReachability([allNodes(true), allUsers], withUser);
    expect(reachability.reaches('c1', 'd0')).toBe(true);
    expect(reachability.reaches('d0', 'c1')).toBe(false);
  });

  it('answers for itself and for unknown devices', () => {
    const reachability = buildReachability([], devices);
    expect(reachability.check('d0', 'd0')).toEqual({
      allowed: true,
      policy: null,
      reason: 'node-0 always reaches itself',
    });
    expect(reachability.reaches('d0', 'gone')).toBe(false);
    expect(reachability.check('gone', 'd0')).toEqual({ allowed: false, policy: null, reason: 'unknown device gone' });
  });
});
