import { z } from 'zod';

/**
 * Multi-factor authentication with TOTP (RFC 6238: SHA-1, 6 digits, 30 s), a Netloom extension for
 * password accounts; single sign-on accounts leave it to their identity provider.
 */

/** Digits of a TOTP code. */
export const MFA_CODE_DIGITS = 6;

/** Answer of POST /api/v2/users/self/mfa/enrolment: the new secret, as text, as an otpauth:// link and as a QR code. */
export const mfaEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth:// link as a PNG QR code, a `data:image/png;base64,...` URL. */
  qr_code: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;

/** A code from the authenticator app (or, where allowed, a recovery code). */
export const mfaCodeSchema = z.object({ code: z.string().trim().min(1, 'enter the code from your authenticator app') });
export type MfaCode = z.infer<typeof mfaCodeSchema>;

/** Proof that the signed-in person holds the account, to turn MFA off or make new recovery codes: a current code or the password. */
export const mfaProofSchema = z
  .object({ code: z.string().trim().optional(), password: z.string().optional() })
  .refine((proof) => Boolean(proof.code) || Boolean(proof.password), {
    message: 'enter a code from your authenticator app or your password',
  });
export type MfaProof = z.infer<typeof mfaProofSchema>;

/** Single-use recovery codes, shown once when made. */
export const mfaRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesSchema>;

/**
 * `Response` of POST /api/users/adm/authenticate for a password that was right when a second step is
 * needed: `code` for a user with MFA (send a code with the challenge to POST /api/v2/login/mfa),
 * `setup` for an admin who must set MFA up first (POST /api/v2/login/mfa/enrolment, then
 * /api/v2/login/mfa). The challenge is good for a few minutes and for nothing else.
 */
export const mfaChallengeSchema = z.object({
  UserName: z.string(),
  MfaRequired: z.enum(['code', 'setup']),
  MfaChallenge: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** Body of POST /api/v2/login/mfa/enrolment. */
export const mfaChallengeRequestSchema = z.object({ challenge: z.string().min(1, 'the sign-in challenge is missing') });

/** Body of POST /api/v2/login/mfa. */
export const mfaLoginRequestSchema = mfaChallengeRequestSchema.extend(mfaCodeSchema.shape);
export type MfaLoginRequest = z.infer<typeof mfaLoginRequestSchema>;

/** `Response` of POST /api/v2/login/mfa: the session, and the recovery codes when MFA was just set up. */
export const mfaLoginSchema = z.object({
  UserName: z.string(),
  AuthToken: z.string(),
  recovery_codes: z.array(z.string()).optional(),
});
export type MfaLogin = z.infer<typeof mfaLoginSchema>;
