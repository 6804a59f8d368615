import { DAY_MS } from '@netloom/contract';
import { ApiError } from '../../api-error';
import type { InviteRecord } from '../../store/invite-repository';

/** When the code of an invitation sent at `sentAt` stops working. */
export function inviteExpiresAt(sentAt: string, validityDays: number): string {
  return new Date(Date.parse(sentAt) + validityDays * DAY_MS).toISOString();
}

/** An expiry as people read it in messages and emails: `2026-01-05 10:30 UTC`. */
export function expiryText(expiresAt: string): string {
  return `${expiresAt.slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Refuses an invitation whose time is up with 410: the code was right, but no longer works. A time
 * that can't be read counts as up.
 */
export function refuseExpired(invite: InviteRecord): void {
  if (Date.now() < Date.parse(invite.expires_at)) return;
  throw new ApiError(
    410,
    `this invitation expired on ${expiryText(invite.expires_at)}; ask an administrator to invite ${invite.email} again`,
  );
}
