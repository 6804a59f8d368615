import { localDateTimeText, nodeExpiryProblem } from '@netloom/contract';

/** The expiration field's text for a node's `expdatetime` (unix seconds, 0 = never): '' means never. */
export function expiryFieldText(expdatetime: number): string {
  return expdatetime > 0 ? localDateTimeText(expdatetime * 1000) : '';
}

/**
 * The `expdatetime` to send for the field's text: the node's own value while the text is unchanged
 * (the field shows minutes only), 0 for an empty field (never), else the local time in unix seconds.
 */
export function expdatetimeOf(text: string, expdatetime: number): number {
  if (text === expiryFieldText(expdatetime)) return expdatetime;
  if (text === '') return 0;
  return Math.floor(Date.parse(text) / 1000);
}

/** True when the field's text is an expiry the server accepts: unchanged, never, or a future time. */
export function isExpiryAcceptable(text: string, expdatetime: number, nowMs: number): boolean {
  const chosen = expdatetimeOf(text, expdatetime);
  if (chosen === expdatetime) return true;
  return Number.isFinite(chosen) && nodeExpiryProblem(chosen, nowMs) === null;
}
