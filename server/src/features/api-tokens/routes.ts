import { apiTokenRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../api-error';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { createApiToken, listApiTokens, removeApiToken } from './api-tokens';

const OWN_TOKENS = '/api/v2/users/self/tokens';
const EVERY_TOKEN = '/api/v2/tokens';
const tokenParamsSchema = z.object({ tokenid: z.string() });

/**
 * Personal API tokens (Netloom's): every user makes, lists and revokes their own; admins list and
 * revoke everyone's. A token is sent as `Authorization: Bearer nlt_...` and acts with its owner's rights.
 */
export function registerApiTokenRoutes(app: App, { db }: AppContext): void {
  app.get(OWN_TOKENS, { config: { access: 'authenticated' } }, async (request) =>
    envelope('fetched your API tokens', await listApiTokens(db, callerOf(request).username)),
  );

  app.post(
    OWN_TOKENS,
    {
      config: { access: 'authenticated' },
      schema: {
        description:
          'Any signed-in user, with a session: an API token cannot make another. The answer holds the token (`nlt_...`), shown this once; it expires at `expires_at`, at most 366 days ahead.',
        body: apiTokenRequestSchema,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // A leaked token must not be able to mint its own replacement before it is revoked.
      if (caller.credential === 'api-token') {
        throw new ApiError(403, 'an API token cannot make API tokens; sign in to the console to make one');
      }
      const token = await createApiToken(db, caller.username, request.body);
      return envelope(`created API token ${token.name}; copy it now, it is not shown again`, token);
    },
  );

  app.delete(
    `${OWN_TOKENS}/:tokenid`,
    { config: { access: 'authenticated' }, schema: { params: tokenParamsSchema } },
    async (request) => {
      const token = await removeApiToken(db, request.params.tokenid, callerOf(request).username);
      return envelope(`revoked API token ${token.name}`, null);
    },
  );

  app.get(EVERY_TOKEN, { config: { access: { adminOrAuditor: "list every user's API tokens" } } }, async () =>
    envelope("fetched every user's API tokens", await listApiTokens(db)),
  );

  app.delete(
    `${EVERY_TOKEN}/:tokenid`,
    { config: { access: { admin: "revoke users' API tokens" } }, schema: { params: tokenParamsSchema } },
    async (request) => {
      const token = await removeApiToken(db, request.params.tokenid);
      return envelope(`revoked API token ${token.name} of ${token.username}`, null);
    },
  );
}
