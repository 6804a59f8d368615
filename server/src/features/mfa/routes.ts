import { mfaCodeSchema, mfaProofSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { confirmMfaEnrolment, disableOwnMfa, regenerateRecoveryCodes, resetMfa, startMfaEnrolment } from './mfa';

const OWN_MFA = '/api/v2/users/self/mfa';

/**
 * Multi-factor authentication (TOTP) of password accounts: set up, turned off and given new recovery
 * codes in the profile, and reset by admins (a lost phone). Its step of signing in is auth's.
 */
export function registerMfaRoutes(app: App, { db }: AppContext): void {
  app.post(
    `${OWN_MFA}/enrolment`,
    {
      // Nothing signs in differently until the first code confirms the new secret.
      config: { access: 'ownSignIn', audit: false },
      schema: {
        description: 'A new TOTP secret, as text, an otpauth:// link and a QR code; confirm it with a code.',
      },
    },
    async (request) => envelope('scan the QR code', await startMfaEnrolment(db, callerOf(request).username)),
  );

  app.post(
    OWN_MFA,
    {
      config: { access: 'ownSignIn' },
      schema: { body: mfaCodeSchema },
    },
    async (request) => {
      const codes = await confirmMfaEnrolment(db, callerOf(request).username, request.body.code);
      return envelope('multi-factor authentication is on; keep the recovery codes safe', { recovery_codes: codes });
    },
  );

  app.delete(
    OWN_MFA,
    {
      config: { access: 'ownSignIn' },
      schema: {
        description: 'With a current code or the password. Every session of the account ends.',
        body: mfaProofSchema,
      },
    },
    async (request) => {
      await disableOwnMfa(db, callerOf(request).username, request.body);
      return envelope('multi-factor authentication is off; sign in again', null);
    },
  );

  app.post(
    `${OWN_MFA}/recovery-codes`,
    {
      config: { access: 'ownSignIn', audit: { action: 'update' } },
      schema: { description: 'The old ones stop working.', body: mfaProofSchema },
    },
    async (request) => {
      const codes = await regenerateRecoveryCodes(db, callerOf(request).username, request.body);
      return envelope('made new recovery codes; the old ones no longer work', { recovery_codes: codes });
    },
  );

  app.delete(
    '/api/v2/users/:username/mfa',
    {
      config: { access: { admin: "reset users' multi-factor authentication" } },
      schema: {
        description: 'For a lost phone: the user signs in with the password alone and may set it up again.',
        params: z.object({ username: z.string() }),
      },
    },
    async (request) => {
      await resetMfa(db, request.params.username);
      return envelope(`reset multi-factor authentication of ${request.params.username}`, null);
    },
  );
}
