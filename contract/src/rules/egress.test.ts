import { describe, expect, it } from 'vitest';
import { checkEgressRanges, egressRangeProblem, INTERNET_RANGES } from './egress';
import { PROBLEM_TEXTS, problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

/** The check with its problems in English, as the API's message words them. */
function englishCheck(ranges: readonly string[], networkRanges: readonly string[]) {
  const check = checkEgressRanges(ranges, networkRanges);
  return { ranges: check.ranges, errors: check.problems.map(problemText) };
}

const NETWORK = ['10.10.0.0/24', 'fd10::/64'];

describe('egress ranges', () => {
  it('accepts IPv4 and IPv6 ranges outside the network, written with their network address', () => {
    expect(englishCheck(['192.168.50.7/24', ' fd20:0::/48 '], NETWORK)).toEqual({
      ranges: ['192.168.50.0/24', 'fd20::/48'],
      errors: [],
    });
  });

  it('removes duplicates, also when written differently', () => {
    expect(englishCheck(['192.168.50.0/24', '192.168.50.9/24', '172.16.0.0/12'], NETWORK).ranges).toEqual([
      '192.168.50.0/24',
      '172.16.0.0/12',
    ]);
  });

  it('names each range that is not a CIDR', () => {
    expect(englishCheck(['192.168.50.0', 'lan', '10.1.0.0/33'], NETWORK)).toEqual({
      ranges: [],
      errors: [
        'egress range 192.168.50.0 must be an IPv4 or IPv6 CIDR, e.g. 192.168.1.0/24',
        'egress range lan must be an IPv4 or IPv6 CIDR, e.g. 192.168.1.0/24',
        'egress range 10.1.0.0/33 must be an IPv4 or IPv6 CIDR, e.g. 192.168.1.0/24',
      ],
    });
  });

  it('refuses ranges overlapping the network, in either direction and either family', () => {
    expect(englishCheck(['10.0.0.0/8', '10.10.0.128/25', 'fd10::/48', '192.168.1.0/24'], NETWORK).errors).toEqual([
      "egress range 10.0.0.0/8 overlaps the network's own range 10.10.0.0/24",
      "egress range 10.10.0.128/25 overlaps the network's own range 10.10.0.0/24",
      "egress range fd10::/48 overlaps the network's own range fd10::/64",
    ]);
  });

  it('ignores a network range that is not set', () => {
    expect(english(egressRangeProblem('10.10.0.0/24', ['', 'fd10::/64']))).toBeNull();
  });

  it('drops the internet ranges, and then needs another range', () => {
    expect(INTERNET_RANGES).toEqual(['0.0.0.0/0', '::/0']);
    expect(englishCheck(['0.0.0.0/0', '::/0', '192.168.5.0/24'], NETWORK)).toEqual({
      ranges: ['192.168.5.0/24'],
      errors: [],
    });
    expect(englishCheck(['0.0.0.0/0', '::/0'], NETWORK)).toEqual({
      ranges: [],
      errors: [PROBLEM_TEXTS.egressRangeRequired],
    });
  });

  it('needs at least one range, blank entries not counting', () => {
    expect(englishCheck([], NETWORK).errors).toEqual([PROBLEM_TEXTS.egressRangeRequired]);
    expect(englishCheck(['', '  '], NETWORK).errors).toEqual([PROBLEM_TEXTS.egressRangeRequired]);
    expect(PROBLEM_TEXTS.egressRangeRequired).toBe(
      'enter at least one range for the egress gateway (0.0.0.0/0 and ::/0 are routed by internet gateways)',
    );
  });
});
