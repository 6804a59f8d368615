import {
  mfaEnrolmentSchema,
  mfaLoginSchema,
  mfaRecoveryCodesSchema,
  type MfaLogin,
  type MfaProof,
} from '@netloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '../session/session';
import { requestEnvelope, requestVoid } from './client';
import { userKeys } from './users';

const OWN_MFA_PATH = '/v2/users/self/mfa';

function useUserChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

/** Starts setting up MFA: a new secret, its otpauth:// link and QR code; nothing changes until confirmed. */
export function useStartMfaEnrolmentMutation() {
  return useMutation({
    mutationFn: () => requestEnvelope(mfaEnrolmentSchema, `${OWN_MFA_PATH}/enrolment`, { method: 'POST' }),
  });
}

/** Turns MFA on with a code of the new secret; resolves to the recovery codes, shown once. */
export function useConfirmMfaMutation() {
  return useUserChange(async (code: string) => {
    const reply = await requestEnvelope(mfaRecoveryCodesSchema, OWN_MFA_PATH, { method: 'POST', body: { code } });
    return reply.recovery_codes;
  });
}

/** Turns MFA off with a code or the password; the server ends every session, so this one signs out. */
export function useDisableMfaMutation() {
  return useMutation({
    mutationFn: async (proof: MfaProof) => {
      await requestVoid(OWN_MFA_PATH, { method: 'DELETE', body: proof });
      endSession();
    },
  });
}

/** New recovery codes in place of the old ones. */
export function useRegenerateRecoveryCodesMutation() {
  return useMutation({
    mutationFn: async (proof: MfaProof) => {
      const path = `${OWN_MFA_PATH}/recovery-codes`;
      return (await requestEnvelope(mfaRecoveryCodesSchema, path, { method: 'POST', body: proof })).recovery_codes;
    },
  });
}

/** An admin turns off a user's MFA (a lost phone). */
export function useResetMfaMutation() {
  return useUserChange((username: string) =>
    requestVoid(`/v2/users/${encodeURIComponent(username)}/mfa`, { method: 'DELETE' }),
  );
}

/** Starts setting up MFA while signing in, for an admin who must have it. */
export function startSignInMfaEnrolment(challenge: string) {
  return requestEnvelope(mfaEnrolmentSchema, '/v2/login/mfa/enrolment', {
    method: 'POST',
    body: { challenge },
    isLogin: true,
  });
}

/** The second step of signing in: the challenge and a code (or a recovery code). */
export function finishMfaSignIn(challenge: string, code: string): Promise<MfaLogin> {
  return requestEnvelope(mfaLoginSchema, '/v2/login/mfa', {
    method: 'POST',
    body: { challenge, code },
    headers: { 'From-Ui': 'true' },
    isLogin: true,
  });
}
