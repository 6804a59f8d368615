import { createEnrollmentKeyRequestSchema, updateEnrollmentKeyRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { callerOf } from '../../access/guard';
import { createEnrollmentKey, editEnrollmentKey, listVisibleEnrollmentKeys, removeEnrollmentKey } from './service';

const keyPathSchema = z.object({ value: z.string() });

/** Enrollment keys: admins manage them; tokens carry the public API URL. */
export function registerEnrollmentKeyRoutes(app: App, { config, db }: AppContext): void {
  app.get('/api/v1/enrollment-keys', { config: { access: 'authenticated' } }, (request) =>
    listVisibleEnrollmentKeys(db, callerOf(request), config.apiHost),
  );

  app.post(
    '/api/v1/enrollment-keys',
    {
      config: { access: { admin: 'create enrollment keys' } },
      schema: { body: createEnrollmentKeyRequestSchema },
    },
    (request) => createEnrollmentKey(db, request.body, config.apiHost),
  );

  app.put(
    '/api/v1/enrollment-keys/:value',
    {
      config: { access: { admin: 'change enrollment keys' } },
      schema: { params: keyPathSchema, body: updateEnrollmentKeyRequestSchema },
    },
    (request) => editEnrollmentKey(db, request.params.value, request.body, config.apiHost),
  );

  app.delete(
    '/api/v1/enrollment-keys/:value',
    { config: { access: { admin: 'delete enrollment keys' } }, schema: { params: keyPathSchema } },
    async (request, reply) => {
      await removeEnrollmentKey(db, request.params.value);
      return reply.code(200).send();
    },
  );
}
