import { mfaEnrolmentSchema, mfaRecoveryCodesSchema } from '@netloom/contract';
import { expect } from 'vitest';
import { timeStepAt, totpCode } from '../../src/features/mfa/totp';
import { request, type ReachableServer } from './http';

/**
 * The code an authenticator app shows for `secret`, `steps` time steps from now: -1, 0 and 1 are all
 * accepted, and each later one is new, so a test can use three codes without waiting.
 */
export function codeOf(secret: string, steps = 0): string {
  return totpCode(secret, timeStepAt(Date.now()) + steps);
}

/** Sets MFA up for the user of `token` through the profile routes; returns the secret and recovery codes. */
export async function enrolMfa(
  server: ReachableServer,
  token: string,
  steps = -1,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await request(server, 'POST', '/api/v2/users/self/mfa/enrolment', { token });
  expect(started.status, started.text).toBe(200);
  const { secret } = mfaEnrolmentSchema.parse((started.body as { Response: unknown }).Response);
  const confirmed = await request(server, 'POST', '/api/v2/users/self/mfa', {
    token,
    json: { code: codeOf(secret, steps) },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  const { recovery_codes: recoveryCodes } = mfaRecoveryCodesSchema.parse(
    (confirmed.body as { Response: unknown }).Response,
  );
  return { secret, recoveryCodes };
}
