import { encodeEnrollmentToken, NIL_UUID, type EnrollmentKey, type EnrollmentKeyType } from '@netloom/contract';
import type { EnrollmentKeyRecord } from '../../store/enrollment-key-repository';
import { fromFlag } from '../../store/flags';
import { fromJsonStringArray } from '../../store/json-columns';
import { ZERO_TIME } from '../../time';

/** A stored key as the API returns it, with its token for `server`. */
export function toEnrollmentKey(key: EnrollmentKeyRecord, server: string): EnrollmentKey {
  return {
    expiration: key.expiration ?? ZERO_TIME,
    uses_remaining: key.uses_remaining,
    value: key.value,
    networks: key.networks,
    unlimited: fromFlag(key.unlimited),
    tags: fromJsonStringArray(key.tags),
    token: encodeEnrollmentToken({ server, value: key.value }),
    type: key.type as EnrollmentKeyType,
    relay: key.relay === '' ? NIL_UUID : key.relay,
    groups: fromJsonStringArray(key.groups),
    default: fromFlag(key.is_default),
    auto_egress: fromFlag(key.auto_egress),
    auto_assign_gw: fromFlag(key.auto_assign_gw),
  };
}
