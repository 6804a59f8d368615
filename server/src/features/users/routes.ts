import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { listReturnUsers, userWithRole } from './service';

const userQuerySchema = z.object({ username: z.string().optional() });

export function registerUserRoutes(app: App, { db }: AppContext): void {
  app.get('/api/users', { config: { access: { adminOrAuditor: 'list users' } } }, () => listReturnUsers(db));

  app.get(
    '/api/v1/users',
    { config: { access: { selfOrAdmin: 'read other users' } }, schema: { querystring: userQuerySchema } },
    async (request) => envelope('fetched user with role info', await userWithRole(db, request.query.username ?? '')),
  );
}
