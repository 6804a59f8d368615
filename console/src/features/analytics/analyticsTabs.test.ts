import { describe, expect, it } from 'vitest';
import { analyticsTabOf } from './analyticsTabs';

describe('analytics tabs', () => {
  it('opens the tab the hash names', () => {
    expect(analyticsTabOf('#graph')).toBe('graph');
    expect(analyticsTabOf('#info')).toBe('info');
    expect(analyticsTabOf('#metrics')).toBe('metrics');
  });

  it('opens Metrics without a hash or for an unknown one', () => {
    expect(analyticsTabOf('')).toBe('metrics');
    expect(analyticsTabOf('#nodes')).toBe('metrics');
  });
});
