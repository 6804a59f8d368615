import { superAdminRequestSchema } from '@netloom/contract';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { createSuperAdmin } from './service';

/** Missing fields count as empty, as in Netmaker, so they get the "can't be empty" messages. */
const superAdminInputSchema = superAdminRequestSchema.partial();

/** The first account: whether it needs the setup code, and creating it. */
export function registerFirstRunRoutes(app: App, { db, setupCode }: AppContext): void {
  app.get('/api/v2/server/setup', { config: { access: 'public' } }, async () => ({
    setup_code_required: await setupCode.needed(),
  }));

  app.post(
    '/api/users/adm/createsuperadmin',
    { config: { access: 'public' }, schema: { body: superAdminInputSchema } },
    (request) => createSuperAdmin(db, request.body, setupCode),
  );
}
