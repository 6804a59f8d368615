import {
  egressRequestSchema,
  failoverPairRequestSchema,
  internetGatewayRequestSchema,
  relayRequestSchema,
} from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf, hostOf } from '../../access/guard';
import { nodeListing } from '../node-records/return-node';
import { deleteEgressGateway, saveEgressGateway } from './egress';
import { networkEgressRoutes } from './egress-routes';
import { resetFailovers, setFailover, unsetFailover } from './failover';
import { endFailoverPair, failOverPair } from './failover-pairs';
import { deleteInternetGateway, saveInternetGateway } from './internet-gateways';
import { proOnly } from './pro-only';
import { serverClaims } from './range-claims';
import { createRelay, deleteRelay } from './relays';

const networkPathSchema = z.object({ netid: z.string() });
const nodePathSchema = z.object({ netid: z.string(), nodeid: z.string() });
const nodeIdPathSchema = z.object({ nodeid: z.string() });
const pairPathSchema = z.object({ nodeid: z.string(), peerid: z.string() });

/**
 * Gateway roles of nodes: relays, egress gateways, internet
 * gateways and the failover node, changed by the network's admins. All but egress are Pro features.
 * Role changes answer the raw ApiNode; failover answers it in an envelope.
 */
export function registerGatewayRoutes(app: App, { config, db, mesh, live }: AppContext): void {
  const listing = () => nodeListing(config);
  const relays = { access: { network: 'write', to: 'manage its relays', resource: 'relay' } } as const;
  const egress = { access: { network: 'write', to: 'manage its egress gateways', resource: 'egress' } } as const;
  const internet = { access: { network: 'write', to: 'manage its internet gateways', resource: 'inet_gw' } } as const;
  const relaysProOnly = proOnly(config.edition, 'relays');
  const internetProOnly = proOnly(config.edition, 'internet gateways');
  const failoverProOnly = proOnly(config.edition, 'failover nodes');

  app.post(
    '/api/nodes/:netid/:nodeid/createrelay',
    { config: relays, onRequest: relaysProOnly, schema: { params: nodePathSchema, body: relayRequestSchema } },
    (request) => createRelay(db, request.params.netid, request.params.nodeid, request.body, listing()),
  );

  app.delete(
    '/api/nodes/:netid/:nodeid/deleterelay',
    { config: relays, onRequest: relaysProOnly, schema: { params: nodePathSchema } },
    (request) => deleteRelay(db, request.params.netid, request.params.nodeid, listing()),
  );

  // On an egress gateway this replaces its ranges and NAT setting atomically: one update, one
  // transaction, never a moment without the role (no delete-then-create).
  app.post(
    '/api/nodes/:netid/:nodeid/creategateway',
    { config: egress, schema: { params: nodePathSchema, body: egressRequestSchema } },
    async (request) => {
      const { netid, nodeid } = request.params;
      return saveEgressGateway(db, netid, nodeid, request.body, listing(), await serverClaims(config));
    },
  );

  app.delete(
    '/api/nodes/:netid/:nodeid/deletegateway',
    { config: egress, schema: { params: nodePathSchema } },
    (request) => deleteEgressGateway(db, request.params.netid, request.params.nodeid, listing()),
  );

  app.get(
    '/api/networks/:netid/egress_routes',
    {
      config: { access: { network: 'read', to: 'list its egress routes', resource: 'egress' } },
      schema: { params: networkPathSchema },
    },
    async (request) => envelope('fetched network egress routes', await networkEgressRoutes(db, request.params.netid)),
  );

  for (const [method, mode] of [
    ['POST', 'create'],
    ['PUT', 'update'],
  ] as const) {
    app.route({
      method,
      url: '/api/nodes/:netid/:nodeid/inet_gw',
      config: internet,
      onRequest: internetProOnly,
      schema: { params: nodePathSchema, body: internetGatewayRequestSchema },
      handler: (request) => {
        const { netid, nodeid } = request.params;
        const clientIds = request.body.inet_node_client_ids ?? [];
        return saveInternetGateway(db, netid, nodeid, clientIds, mode, listing());
      },
    });
  }

  app.delete(
    '/api/nodes/:netid/:nodeid/inet_gw',
    { config: internet, onRequest: internetProOnly, schema: { params: nodePathSchema } },
    (request) => deleteInternetGateway(db, request.params.netid, request.params.nodeid, listing()),
  );

  // The failover answers carry an ApiNode where Netmaker sends its server node model.
  app.post(
    '/api/v1/node/:nodeid/failover',
    { config: { access: 'authenticated' }, onRequest: failoverProOnly, schema: { params: nodeIdPathSchema } },
    async (request) =>
      envelope(
        'created failover successfully',
        await setFailover(db, callerOf(request), request.params.nodeid, listing()),
      ),
  );

  app.delete(
    '/api/v1/node/:nodeid/failover',
    { config: { access: 'authenticated' }, onRequest: failoverProOnly, schema: { params: nodeIdPathSchema } },
    async (request) =>
      envelope(
        'deleted failover successfully',
        await unsetFailover(db, callerOf(request), request.params.nodeid, listing()),
      ),
  );

  // The path names a network, not a node.
  app.post(
    '/api/v1/node/:netid/failover/reset',
    {
      config: {
        access: { network: 'write', to: 'reset its failovers', resource: 'fail_over' },
        audit: { action: 'update' },
      },
      onRequest: failoverProOnly,
      schema: { params: networkPathSchema },
    },
    async (request) => {
      await resetFailovers(db, request.params.netid);
      return envelope('failover has been reset successfully', null);
    },
  );

  /** A pair moved to or from its failover node: its network's hosts get new peers, consoles the nodes' new state. */
  const pairChanged = (network: string | null) => {
    if (network === null) return;
    mesh.changed({ networks: [network] });
    live.changed({ network, topics: ['nodes'] });
  };

  app.post(
    '/api/v1/node/:nodeid/failover_me',
    {
      config: { access: 'host', audit: false },
      onRequest: failoverProOnly,
      schema: { params: nodeIdPathSchema, body: failoverPairRequestSchema },
    },
    async (request) => {
      pairChanged(await failOverPair(db, hostOf(request).id, request.params.nodeid, request.body.node_id));
      return envelope('relayed successfully', null);
    },
  );

  app.delete(
    '/api/v1/node/:nodeid/failover_me/:peerid',
    { config: { access: 'host', audit: false }, onRequest: failoverProOnly, schema: { params: pairPathSchema } },
    async (request) => {
      pairChanged(await endFailoverPair(db, hostOf(request).id, request.params.nodeid, request.params.peerid));
      return envelope('the pair reaches each other directly again', null);
    },
  );
}
