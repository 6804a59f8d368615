import type { Edition } from '../../config';
import { ApiError } from '../../api-error';

/** How many networks the Community edition allows; Pro allows any number. */
export const COMMUNITY_NETWORKS_LIMIT = 3;

/** The most networks the edition allows, or null when there is no limit. */
export function networksLimit(edition: Edition): number | null {
  return edition === 'community' ? COMMUNITY_NETWORKS_LIMIT : null;
}

/** Refuses one more network when the edition's limit is reached. */
export function checkNetworksLimit(edition: Edition, networkCount: number): void {
  const limit = networksLimit(edition);
  if (limit !== null && networkCount >= limit) {
    throw new ApiError(
      403,
      `the Community edition allows up to ${limit} networks; upgrade to Pro for unlimited networks`,
    );
  }
}
