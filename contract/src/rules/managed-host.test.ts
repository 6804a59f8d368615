import { describe, expect, it } from 'vitest';
import { isManagedHostName } from './managed-host';

describe('managed host names', () => {
  it('recognises the two managed endpoint patterns', () => {
    expect(isManagedHostName('tenant-a1b2-mgm-endpoint-eu1')).toBe(true);
    expect(isManagedHostName('managed-endpoint-plus1')).toBe(true);
    expect(isManagedHostName('managed-endpoint-plus-12')).toBe(true);
    expect(isManagedHostName('office-laptop')).toBe(false);
    expect(isManagedHostName('managed-endpoint-plus')).toBe(false);
    expect(isManagedHostName('tenant-mgm-endpoint')).toBe(false);
  });
});
