import { envelopeSchema, userInviteSchema, type InviteRequest } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestEnvelope, requestRaw, requestVoid } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const inviteKeys = {
  list: [QUERY_ROOTS.users, 'invites'] as const,
};

const inviteListSchema = z.array(userInviteSchema).nullable();

/** The invitations waiting for their invitees (admins only). */
export function useInvitesQuery(enabled = true) {
  return useQuery({
    queryKey: inviteKeys.list,
    queryFn: () => requestEnvelope(inviteListSchema, '/v1/users/invites').then((list) => list ?? []),
    enabled,
  });
}

function useInviteMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.list }),
  });
}

/**
 * Invites people by email. Resolves to the new invitations with their magic links, and the
 * server's message, which says whether it sent emails.
 */
export function useInviteUsersMutation() {
  return useInviteMutation((request: InviteRequest) =>
    requestRaw(envelopeSchema(inviteListSchema), '/v1/users/invite', { method: 'POST', body: request }).then(
      (answer) => ({ invites: answer.Response ?? [], message: answer.Message }),
    ),
  );
}

/** Revokes one invitation: its magic link stops working. */
export function useRevokeInviteMutation() {
  return useInviteMutation((email: string) =>
    requestVoid('/v1/users/invite', { method: 'DELETE', query: { invitee_email: email } }),
  );
}

/** Revokes every invitation. */
export function useClearInvitesMutation() {
  return useInviteMutation(() => requestVoid('/v1/users/invites', { method: 'DELETE' }));
}

/** The invitation in a magic link, checked before the sign-up form shows (public). */
export type InviteCode = {
  email: string;
  invite_code: string;
};

export function useInviteCheckQuery(invite: InviteCode, enabled: boolean) {
  return useQuery({
    queryKey: [QUERY_ROOTS.auth, 'invite', invite.email, invite.invite_code] as const,
    queryFn: () => requestVoid('/v1/users/invite', { query: { ...invite } }).then(() => true),
    enabled,
    staleTime: Infinity,
  });
}

/** Creates the invitee's account with the password they chose (public); they sign in next. */
export function signUpWithInvite(invite: InviteCode, password: string): Promise<void> {
  return requestVoid('/v1/users/invite-signup', {
    method: 'POST',
    query: { ...invite },
    body: { username: invite.email, password },
  });
}
