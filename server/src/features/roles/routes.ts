import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { listRoles } from '../../store/role-repository';
import { roleInputSchema } from './role-input';
import { changeNetworkRole, createNetworkRole, removeNetworkRole, roleById } from './service';

const rolesQuerySchema = z.object({ platform: z.string().optional() });
const roleQuerySchema = z.object({ role_id: z.string().optional() });

/** Platform and network roles; built-in ones can be read, custom network roles also changed. */
export function registerRoleRoutes(app: App, { db }: AppContext): void {
  app.get(
    '/api/v1/users/roles',
    { config: { access: { adminOrAuditor: 'list roles' } }, schema: { querystring: rolesQuerySchema } },
    async (request) =>
      envelope('fetched user roles', await listRoles(db, request.query.platform === 'true' ? 'platform' : 'network')),
  );

  app.get(
    '/api/v1/users/role',
    { config: { access: { adminOrAuditor: 'read roles' } }, schema: { querystring: roleQuerySchema } },
    async (request) => envelope('fetched user role', await roleById(db, request.query.role_id)),
  );

  app.post(
    '/api/v1/users/role',
    { config: { access: { admin: 'create roles' } }, schema: { body: roleInputSchema } },
    async (request) => envelope('created user role', await createNetworkRole(db, request.body)),
  );

  app.put(
    '/api/v1/users/role',
    { config: { access: { admin: 'change roles' } }, schema: { body: roleInputSchema } },
    async (request) => envelope('updated user role', await changeNetworkRole(db, request.body)),
  );

  app.delete(
    '/api/v1/users/role',
    { config: { access: { admin: 'delete roles' } }, schema: { querystring: roleQuerySchema } },
    async (request) => {
      await removeNetworkRole(db, request.query.role_id);
      return envelope('deleted user role', null);
    },
  );
}
