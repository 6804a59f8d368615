import { enrollmentKeyExpiryMs, enrollmentKeyValidity, NIL_UUID, type EnrollmentKey } from '@netloom/contract';

/** A key's name: its tags joined. */
export function keyName(key: Pick<EnrollmentKey, 'tags' | 'value'>): string {
  return key.tags?.join(', ') || key.value;
}

export function keyRelay(key: Pick<EnrollmentKey, 'relay'>): string | null {
  return key.relay && key.relay !== NIL_UUID ? key.relay : null;
}

export function keyExpiry(key: Pick<EnrollmentKey, 'expiration'>): number | null {
  return enrollmentKeyExpiryMs(key.expiration);
}

/** Keys hosts can still join with, in the given network when one is named. */
export function usableKeys(keys: readonly EnrollmentKey[], nowMs: number, netid?: string): EnrollmentKey[] {
  return keys.filter(
    (key) => enrollmentKeyValidity(key, nowMs).valid && (!netid || (key.networks ?? []).includes(netid)),
  );
}
