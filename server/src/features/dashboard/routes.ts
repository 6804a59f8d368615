import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { callerOf } from '../../access/guard';
import { nodeListing } from '../node-records/return-node';
import { dashboard } from './service';

/** The dashboard's summary (a Netloom extension): any signed-in user, over the networks they may read. */
export function registerDashboardRoutes(app: App, { config, db }: AppContext): void {
  app.get('/api/v2/dashboard', { config: { access: 'authenticated' } }, (request) =>
    dashboard(db, callerOf(request), nodeListing(config)),
  );
}
