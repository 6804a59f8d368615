import {
  ACL_DESTINATION_TYPES,
  ACL_MEMBER_TYPES,
  ACL_POLICY_TYPES,
  ACL_SERVICE_TYPES,
  aclCheckQuerySchema,
  aclPolicyRequestSchema,
  updateAclPolicyRequestSchema,
  type AclPolicyTypes,
} from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { checkAccess } from './check-service';
import { addMissingDefaultPolicies } from './default-policies';
import { registerAclMatrixRoutes } from './matrix-routes';
import { createPolicy, editPolicy, listNetworkPolicies, removePolicy } from './policy-service';

const networkQuerySchema = z.object({ network: z.string() });
const deleteQuerySchema = z.object({ network: z.string(), acl_id: z.string() });

const POLICY_TYPES: AclPolicyTypes = {
  ProtocolTypes: [...ACL_SERVICE_TYPES],
  policy_types: [...ACL_POLICY_TYPES],
  src_grp_types: [...ACL_MEMBER_TYPES],
  dst_grp_types: [...ACL_DESTINATION_TYPES],
};

/**
 * Access control: the version 1 matrix, version 2 policies and the
 * reachability check. Networks that lack their default policies get them when the server starts.
 */
export function registerAclRoutes(app: App, context: AppContext): void {
  const { config, db } = context;
  const read = { network: 'read', to: 'read its access control', resource: 'acl', in: 'query' } as const;
  const change = { network: 'write', to: 'change its access control', resource: 'acl', in: 'query' } as const;
  app.addHook('onReady', () => addMissingDefaultPolicies(db));
  registerAclMatrixRoutes(app, context);

  app.get('/api/v1/acls', { config: { access: read }, schema: { querystring: networkQuerySchema } }, async (request) =>
    envelope('fetched acls', await listNetworkPolicies(db, request.query.network)),
  );

  app.get('/api/v1/acls/policy_types', { config: { access: 'authenticated' } }, () =>
    envelope('fetched acl types', POLICY_TYPES),
  );

  app.post(
    '/api/v1/acls',
    { config: { access: change }, schema: { querystring: networkQuerySchema, body: aclPolicyRequestSchema } },
    async (request) => {
      const author = callerOf(request).username;
      const policy = await createPolicy(db, request.query.network, request.body, author, config.edition);
      return envelope(`created acl ${policy.name}`, policy);
    },
  );

  app.put(
    '/api/v1/acls',
    {
      config: { access: change, audit: { id: { body: 'id' } } },
      schema: { querystring: networkQuerySchema, body: updateAclPolicyRequestSchema },
    },
    async (request) => {
      const policy = await editPolicy(db, request.query.network, request.body, config.edition);
      return envelope(`updated acl ${policy.name}`, policy);
    },
  );

  app.delete(
    '/api/v1/acls',
    { config: { access: change, audit: { id: { query: 'acl_id' } } }, schema: { querystring: deleteQuerySchema } },
    async (request) => {
      const name = await removePolicy(db, request.query.network, request.query.acl_id);
      return envelope(`deleted acl ${name}`, null);
    },
  );

  app.get(
    '/api/v2/acls/check',
    { config: { access: read }, schema: { querystring: aclCheckQuerySchema } },
    async (request) => {
      const { network, ...question } = request.query;
      return envelope('checked access', await checkAccess(db, network, question));
    },
  );
}
