import { describe, expect, it } from 'vitest';
import { routeClaimProblem, type RangeClaim } from './route-claims';
import { problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

const claims: RangeClaim[] = [
  { kind: 'server', address: '203.0.113.5' },
  { kind: 'broker', address: '2001:db8::9' },
  { kind: 'network', netid: 'work', range: '10.161.0.0/24' },
];
const client = 'client';

describe('routes that take what hosts must reach directly', () => {
  it('leaves ranges that touch nothing claimed', () => {
    for (const cidr of ['203.0.113.6/32', '2001:db8::a/128', '10.161.1.0/24', '192.168.0.0/16']) {
      expect(english(routeClaimProblem(client, cidr, claims))).toBeNull();
    }
  });

  it("names the server's or broker's address a range covers", () => {
    expect(english(routeClaimProblem(client, '203.0.0.0/8', claims))).toBe(
      "extra allowed IP 203.0.0.0/8 covers 203.0.113.5, the server's address: hosts would reach the server through this client and lose it when the client goes away",
    );
    expect(english(routeClaimProblem('gateway', '2001:db8::/32', claims))).toBe(
      "egress range 2001:db8::/32 covers 2001:db8::9, the broker's address: hosts would reach the broker through this gateway and lose it when the gateway goes away",
    );
  });

  it('names the other network whose range a route overlaps, inside or around it', () => {
    for (const cidr of ['10.161.0.7/32', '10.0.0.0/8']) {
      expect(english(routeClaimProblem(client, cidr, claims))).toBe(
        `extra allowed IP ${cidr} overlaps network work's range 10.161.0.0/24: hosts in both networks would send that network's traffic to this client`,
      );
    }
  });
});
