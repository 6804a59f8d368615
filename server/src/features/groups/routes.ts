import { newUserGroupSchema, userGroupUpdateSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { listGroups } from '../../store/group-repository';
import { changeGroup, createGroup, groupById, removeGroup } from './service';

const groupQuerySchema = z.object({ group_id: z.string().optional() });

/** User groups: built-in ones are read-only, custom ones fully managed. */
export function registerGroupRoutes(app: App, { db, mesh }: AppContext): void {
  // The access-control page picks policy sources from them.
  app.get('/api/v1/users/groups', { config: { access: { adminOrAuditor: 'list user groups' } } }, async () =>
    envelope('fetched user groups', await listGroups(db)),
  );

  app.get(
    '/api/v1/users/group',
    { config: { access: { adminOrAuditor: 'read user groups' } }, schema: { querystring: groupQuerySchema } },
    async (request) => envelope('fetched user group', await groupById(db, request.query.group_id)),
  );

  app.post(
    '/api/v1/users/group',
    { config: { access: { admin: 'create user groups' } }, schema: { body: newUserGroupSchema } },
    async (request) => envelope('created user group', await createGroup(db, request.body)),
  );

  app.put(
    '/api/v1/users/group',
    {
      config: { access: { admin: 'change user groups' }, audit: { id: { body: 'id' } } },
      schema: { body: userGroupUpdateSchema },
    },
    async (request) => envelope('updated user group', await changeGroup(db, request.body)),
  );

  app.delete(
    '/api/v1/users/group',
    {
      config: { access: { admin: 'delete user groups' }, audit: { id: { query: 'group_id' } } },
      schema: { querystring: groupQuerySchema },
    },
    async (request) => {
      const networks = await removeGroup(db, request.query.group_id);
      if (networks.length > 0) mesh.changed({ networks });
      return envelope('deleted user group', null);
    },
  );
}
