import { localDateTimeText } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { expdatetimeOf, expiryFieldText, isExpiryAcceptable } from './nodeExpiry';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const inADay = now / 1000 + 86_400 + 17;

describe('node expiry field', () => {
  it('shows never as an empty field and a date as local minutes', () => {
    expect(expiryFieldText(0)).toBe('');
    expect(expiryFieldText(inADay)).toBe(localDateTimeText(inADay * 1000));
  });

  it('sends the node its own expiry back while the field is unchanged, even one that has passed', () => {
    expect(expdatetimeOf(expiryFieldText(inADay), inADay)).toBe(inADay);
    const past = now / 1000 - 3_600;
    expect(expdatetimeOf(expiryFieldText(past), past)).toBe(past);
    expect(isExpiryAcceptable(expiryFieldText(past), past, now)).toBe(true);
  });

  it('sends 0 for an emptied field and the chosen local time otherwise', () => {
    expect(expdatetimeOf('', inADay)).toBe(0);
    const text = localDateTimeText(now + 7 * 86_400_000);
    expect(expdatetimeOf(text, 0)).toBe(Math.floor(Date.parse(text) / 1000));
  });

  it('accepts never and future times, and refuses a changed time in the past', () => {
    expect(isExpiryAcceptable('', inADay, now)).toBe(true);
    expect(isExpiryAcceptable(localDateTimeText(now + 3_600_000), 0, now)).toBe(true);
    expect(isExpiryAcceptable(localDateTimeText(now - 3_600_000), 0, now)).toBe(false);
    expect(isExpiryAcceptable('not a date', 0, now)).toBe(false);
  });
});
