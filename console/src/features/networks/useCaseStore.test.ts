import { describe, expect, it } from 'vitest';
import { parseNetworkUseCases, useCaseOf, withNetworkUseCase } from './useCaseStore';

describe('stored network use cases', () => {
  it('read back the choices that name a known use case', () => {
    const text = JSON.stringify({ lab: 'egress_to_cloud_vpc', office: 'remote_access_multiple_users' });
    expect(parseNetworkUseCases(text)).toEqual({ lab: 'egress_to_cloud_vpc', office: 'remote_access_multiple_users' });
  });

  it('leave out unknown use cases and anything unreadable', () => {
    expect(parseNetworkUseCases(JSON.stringify({ lab: 'egress_to_cloud_vpc', old: 'site_to_site', n: 3 }))).toEqual({
      lab: 'egress_to_cloud_vpc',
    });
    expect(parseNetworkUseCases(null)).toEqual({});
    expect(parseNetworkUseCases('{not json')).toEqual({});
    expect(parseNetworkUseCases('"egress_to_cloud_vpc"')).toEqual({});
    expect(parseNetworkUseCases('["egress_to_cloud_vpc"]')).toEqual({});
    expect(parseNetworkUseCases('null')).toEqual({});
  });

  it("give a network's use case, and none for a network without one", () => {
    const useCases = parseNetworkUseCases(JSON.stringify({ lab: 'egress_to_cloud_vpc' }));
    expect(useCaseOf(useCases, 'lab')).toBe('egress_to_cloud_vpc');
    expect(useCaseOf(useCases, 'office')).toBeNull();
    expect(useCaseOf(useCases, 'constructor')).toBeNull();
    expect(useCaseOf(useCases, 'toString')).toBeNull();
  });

  it("set, change and forget one network's use case and keep the others", () => {
    const one = withNetworkUseCase({}, 'lab', 'remote_access_multiple_users');
    expect(one).toEqual({ lab: 'remote_access_multiple_users' });
    const two = withNetworkUseCase(one, 'office', 'egress_to_cloud_vpc');
    expect(withNetworkUseCase(two, 'lab', 'egress_to_cloud_vpc')).toEqual({
      lab: 'egress_to_cloud_vpc',
      office: 'egress_to_cloud_vpc',
    });
    expect(withNetworkUseCase(two, 'lab', null)).toEqual({ office: 'egress_to_cloud_vpc' });
    expect(withNetworkUseCase({}, 'lab', null)).toEqual({});
    expect(one).toEqual({ lab: 'remote_access_multiple_users' });
  });
});
