import { ENROLLMENT_KEY_TYPE, formatLongDate, type EnrollmentKey } from '@netloom/contract';
import type { TFunction } from 'i18next';
import { keyExpiry } from './keyFacts';

/** What limits a key, in words: unlimited, the uses left, or until when. */
export function keyLimitText(key: EnrollmentKey, t: TFunction): string {
  if (key.type === ENROLLMENT_KEY_TYPE.uses) return t('keys.usesLeft', { count: key.uses_remaining });
  const expiry = keyExpiry(key);
  if (expiry !== null) return t('keys.until', { date: formatLongDate(expiry) });
  return key.unlimited ? t('keys.unlimited') : t('keys.noLimit');
}
