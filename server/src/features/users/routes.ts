import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { listGroups } from '../../store/group-repository';
import { listReturnUsers, userWithRole } from './service';

const userQuerySchema = z.object({ username: z.string().optional() });

export function registerUserRoutes(app: App, { db }: AppContext): void {
  app.get('/api/users', { config: { access: { adminOrAuditor: 'list users' } } }, () => listReturnUsers(db));

  // Reference section 4.3; the access-control page picks policy sources from them.
  app.get('/api/v1/users/groups', { config: { access: { adminOrAuditor: 'list user groups' } } }, async () =>
    envelope('fetched user groups', await listGroups(db)),
  );

  app.get(
    '/api/v1/users',
    { config: { access: { selfOrAdmin: 'read other users' } }, schema: { querystring: userQuerySchema } },
    async (request) => envelope('fetched user with role info', await userWithRole(db, request.query.username ?? '')),
  );
}
