import { aclContainerSchema, aclPairSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { readMatrix, saveMatrix, savePair } from './matrix-service';

const networkPathSchema = z.object({ netid: z.string() });

/** A whole matrix of 1,000 devices is about 40 MB of JSON. */
const MATRIX_BODY_LIMIT = 64 * 1024 * 1024;

/** The version 1 matrix: members of a network read it, its admins change it. */
export function registerAclMatrixRoutes(app: App, { db }: AppContext): void {
  const change = { network: 'write', to: 'change its access control', resource: 'acl' } as const;

  app.get(
    '/api/networks/:netid/acls',
    {
      config: { access: { network: 'read', to: 'read its access control', resource: 'acl' } },
      schema: { params: networkPathSchema },
    },
    (request) => readMatrix(db, request.params.netid),
  );

  for (const [path, scope] of [
    ['/api/networks/:netid/acls', 'nodes'],
    ['/api/networks/:netid/acls/v2', 'devices'],
  ] as const) {
    app.put(
      path,
      {
        bodyLimit: MATRIX_BODY_LIMIT,
        config: { access: change },
        schema: { params: networkPathSchema, body: aclContainerSchema },
      },
      (request) => saveMatrix(db, request.params.netid, request.body, scope),
    );
  }

  app.put(
    '/api/networks/:netid/acls/pair',
    { config: { access: change }, schema: { params: networkPathSchema, body: aclPairSchema } },
    async (request) => envelope('updated acl pair', await savePair(db, request.params.netid, request.body)),
  );
}
