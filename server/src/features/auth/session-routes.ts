import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { endSessionsOf } from '../../store/user-repository';
import { inTransaction } from '../../store/transactions';
import { auditedObject } from '../../audit/audit-context';

/** "Sign out everywhere" (Netloom's): every session of the caller ends, on every browser and device, this one too. */
export function registerSessionRoutes(app: App, { db }: AppContext): void {
  app.delete(
    '/api/v2/sessions',
    { config: { access: 'authenticated', audit: { object: 'user', action: 'update' } } },
    async (request) => {
      const { username } = callerOf(request);
      auditedObject({ object_id: username });
      await inTransaction(db, (trx) => endSessionsOf(trx, username));
      return envelope(`every session of ${username} has ended`, null);
    },
  );
}
