import { pendingApprovalSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../api-error';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { deleteAllPendingUsers, deletePendingUser } from '../../store/pending-user-repository';
import { inTransaction } from '../../store/transactions';
import { approvePendingUser, listPendingReturnUsers } from './service';

const pendingPathSchema = z.object({ username: z.string() });

/** People who signed in with SSO without an invitation: admins approve or deny them. */
export function registerPendingUserRoutes(app: App, { db }: AppContext): void {
  app.get('/api/users_pending', { config: { access: { adminOrAuditor: 'list pending users' } } }, () =>
    listPendingReturnUsers(db),
  );

  app.post(
    '/api/users_pending/user/:username',
    {
      config: { access: { admin: 'approve pending users' } },
      schema: { params: pendingPathSchema, body: pendingApprovalSchema.nullish() },
    },
    async (request) => {
      await approvePendingUser(db, callerOf(request), request.params.username, request.body);
      return envelope(`approved ${request.params.username}`, null);
    },
  );

  app.delete(
    '/api/users_pending/user/:username',
    {
      config: { access: { admin: 'deny pending users' }, audit: { object: 'pending-user' } },
      schema: { params: pendingPathSchema },
    },
    async (request) => {
      const { username } = request.params;
      await inTransaction(db, async (trx) => {
        if (!(await deletePendingUser(trx, username)))
          throw new ApiError(404, `${username} is not waiting for approval`);
      });
      return envelope(`deleted pending ${username}`, null);
    },
  );

  app.delete('/api/users_pending', { config: { access: { admin: 'deny pending users' } } }, async () => {
    await inTransaction(db, deleteAllPendingUsers);
    return envelope('deleted all pending users', null);
  });
}
