import { userInputSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { sendJsonString } from '../../http/json-string';
import { listReturnUsers, returnUser, userWithRole } from './service';
import { changeUser, createUser } from './user-admin';
import { removeUser, transferSuperAdmin } from './user-removal';

const userQuerySchema = z.object({ username: z.string().optional() });
const userPathSchema = z.object({ username: z.string() });
const deleteQuerySchema = z.object({ force_delete_configs: z.enum(['true', 'false']).optional() });

/** Users: the rules of who may change whom live in user-admin.ts and user-rules.ts. */
export function registerUserRoutes(app: App, { db, mesh }: AppContext): void {
  app.get('/api/users', { config: { access: { adminOrAuditor: 'list users' } } }, () => listReturnUsers(db));

  app.get(
    '/api/v1/users',
    { config: { access: { selfOrAdmin: 'read other users' } }, schema: { querystring: userQuerySchema } },
    async (request) => envelope('fetched user with role info', await userWithRole(db, request.query.username ?? '')),
  );

  app.get(
    '/api/users/:username',
    { config: { access: { selfOrAdmin: 'read other users' } }, schema: { params: userPathSchema } },
    (request) => returnUser(db, request.params.username),
  );

  app.post(
    '/api/users/:username',
    { config: { access: { admin: 'create users' } }, schema: { params: userPathSchema, body: userInputSchema } },
    (request) => createUser(db, callerOf(request), request.params.username, request.body),
  );

  app.put(
    '/api/users/:username',
    { config: { access: 'authenticated' }, schema: { params: userPathSchema, body: userInputSchema } },
    (request) => changeUser(db, callerOf(request), request.params.username, request.body),
  );

  app.delete(
    '/api/users/:username',
    {
      config: { access: { admin: 'delete users' } },
      schema: { params: userPathSchema, querystring: deleteQuerySchema },
    },
    async (request, reply) => {
      const { username } = request.params;
      const deleteConfigs = request.query.force_delete_configs === 'true';
      const networks = await removeUser(db, callerOf(request), username, deleteConfigs);
      if (networks.length > 0) mesh.changed({ networks });
      return sendJsonString(reply, `${username} deleted.`);
    },
  );

  app.post(
    '/api/users/adm/transfersuperadmin/:username',
    {
      config: { access: { superAdmin: 'transfer the super-admin role' }, audit: { action: 'update' } },
      schema: { params: userPathSchema },
    },
    (request) => transferSuperAdmin(db, callerOf(request), request.params.username),
  );
}
