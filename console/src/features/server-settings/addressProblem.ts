import { checkServerAddress } from '@netloom/contract';

/** The form's check of an address, the server's own: null when the server would take it. */
export function addressProblem(text: string): string | null {
  const checked = checkServerAddress(text);
  return checked.ok ? null : checked.error;
}
