import { credentialsSchema, inviteRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { deleteAllInvites, deleteInvite } from '../../store/invite-repository';
import { inTransaction } from '../../store/transactions';
import { addressLoginRateLimit, loginRateLimit } from '../auth/login-rate-limit';
import { ApiError } from '../../api-error';
import { acceptInvite, inviteUsers, listUserInvites, validInvite } from './service';
import { consoleUrl } from '../../config';

const inviteQuerySchema = z.object({ email: z.string().optional(), invite_code: z.string().optional() });
const inviteeQuerySchema = z.object({ invitee_email: z.string().optional() });

/** Invitations: admins invite by email; the invitee signs up through the link. */
export function registerInviteRoutes(app: App, { db, config }: AppContext): void {
  app.post(
    '/api/v1/users/invite',
    { config: { access: { admin: 'invite users' } }, schema: { body: inviteRequestSchema } },
    async (request) => {
      const outcome = await inviteUsers(db, config, callerOf(request), request.body);
      return envelope(outcome.message, outcome.invites);
    },
  );

  app.get('/api/v1/users/invites', { config: { access: { admin: 'list invitations' } } }, async () =>
    envelope('fetched user invites', await listUserInvites(db, consoleUrl(config))),
  );

  app.delete(
    '/api/v1/users/invite',
    {
      config: { access: { admin: 'revoke invitations' }, audit: { id: { query: 'invitee_email' } } },
      schema: { querystring: inviteeQuerySchema },
    },
    async (request) => {
      const email = request.query.invitee_email?.trim().toLowerCase() ?? '';
      if (email === '') throw new ApiError(400, 'invitee_email is required');
      await inTransaction(db, async (trx) => {
        if (!(await deleteInvite(trx, email))) throw new ApiError(404, `no invitation for ${email}`);
      });
      return envelope(`deleted user invite for ${email}`, null);
    },
  );

  app.delete('/api/v1/users/invites', { config: { access: { admin: 'revoke invitations' } } }, async () => {
    await inTransaction(db, deleteAllInvites);
    return envelope('cleared all user invites', null);
  });

  // Guessing codes counts as logging in. A check names no account, so its limit is per address already.
  const publicInvite = { access: 'public', rateLimit: loginRateLimit(config.loginRateLimit) } as const;

  app.get(
    '/api/v1/users/invite',
    { config: publicInvite, schema: { querystring: inviteQuerySchema } },
    async (request) => {
      await validInvite(db, request.query.email, request.query.invite_code);
      return envelope('invite is valid', null);
    },
  );

  app.post(
    '/api/v1/users/invite-signup',
    {
      config: publicInvite,
      preHandler: addressLoginRateLimit(app, config.loginRateLimit),
      schema: { querystring: inviteQuerySchema, body: credentialsSchema.partial() },
    },
    async (request) => {
      const invite = await validInvite(db, request.query.email, request.query.invite_code);
      if ((request.body.username ?? '').trim().toLowerCase() !== invite.email) {
        throw new ApiError(400, `the username must be the invited email ${invite.email}`);
      }
      if (!request.body.password) throw new ApiError(400, "password can't be empty");
      await acceptInvite(db, invite, request.body.password);
      return envelope(`created user successfully ${invite.email}`, null);
    },
  );
}
