import { describe, expect, it } from 'vitest';
import { accessCheckProblems, EMPTY_ACCESS_CHECK, toAccessQuestion } from './accessCheck';

describe('the access check form', () => {
  it('needs both devices; a port is optional but must be 1-65535 and not with ICMP', () => {
    expect(accessCheckProblems(EMPTY_ACCESS_CHECK)).toEqual({
      source: 'sourceRequired',
      destination: 'destinationRequired',
    });
    const pair = { ...EMPTY_ACCESS_CHECK, source: 'a', destination: 'b' };
    expect(accessCheckProblems(pair)).toEqual({});
    expect(accessCheckProblems({ ...pair, port: '443' })).toEqual({});
    for (const port of ['0', '65536', '1.5', 'http']) {
      expect(accessCheckProblems({ ...pair, port })).toEqual({ port: 'portRange' });
    }
    expect(accessCheckProblems({ ...pair, protocol: 'icmp', port: 7 })).toEqual({ port: 'icmpPort' });
  });

  it('asks only what was chosen', () => {
    const pair = { ...EMPTY_ACCESS_CHECK, source: 'a', destination: 'b' };
    expect(toAccessQuestion(pair)).toEqual({ src: 'a', dst: 'b' });
    expect(toAccessQuestion({ ...pair, protocol: 'tcp', port: '22' })).toEqual({
      src: 'a',
      dst: 'b',
      protocol: 'tcp',
      port: 22,
    });
  });
});
