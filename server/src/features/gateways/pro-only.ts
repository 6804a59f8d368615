import type { Edition } from '../../config';
import { ApiError } from '../../api-error';

/** A route hook refusing a Pro feature on a Community server (after the caller's permissions are checked). */
export function proOnly(edition: Edition, feature: string): () => Promise<void> {
  return async () => {
    if (edition === 'community') {
      throw new ApiError(403, `${feature} need the Pro edition; this server runs the Community edition`);
    }
  };
}
