import { Readable } from 'node:stream';
import { updateNodeRequestSchema, type NodeStatusThresholdsReply } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { nodeListing } from '../node-records/return-node';
import {
  approveNode,
  editNode,
  listNetworkNodesJson,
  listVisibleNodesJson,
  networkNodeStatuses,
  removeNode,
} from './service';

const networkPathSchema = z.object({ netid: z.string() });
const nodePathSchema = z.object({ netid: z.string(), nodeid: z.string() });
const JSON_TYPE = 'application/json; charset=utf-8';
const forceQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() });

/** Nodes: members of a network read them, its admins change them. */
export function registerNodeRoutes(app: App, { config, db }: AppContext): void {
  // Node lists are streamed as JSON text (see apiNodesJsonChunks): networks may hold 10,000 nodes.
  app.get('/api/nodes', { config: { access: 'authenticated' } }, async (request, reply) =>
    reply.type(JSON_TYPE).send(Readable.from(await listVisibleNodesJson(db, callerOf(request), nodeListing(config)))),
  );

  app.get(
    '/api/nodes/:netid',
    {
      config: { access: { network: 'read', to: 'list its nodes', resource: 'host' } },
      schema: { params: networkPathSchema },
    },
    async (request, reply) =>
      reply
        .type(JSON_TYPE)
        .send(Readable.from(await listNetworkNodesJson(db, request.params.netid, nodeListing(config)))),
  );

  app.put(
    '/api/nodes/:netid/:nodeid',
    {
      config: { access: { network: 'write', to: 'change its nodes', resource: 'host' } },
      schema: { params: nodePathSchema, body: updateNodeRequestSchema },
    },
    (request) => editNode(db, request.params.netid, request.params.nodeid, request.body, nodeListing(config)),
  );

  app.delete(
    '/api/nodes/:netid/:nodeid',
    {
      config: { access: { network: 'write', to: 'delete its nodes', resource: 'host' } },
      schema: { params: nodePathSchema, querystring: forceQuerySchema },
    },
    async (request) => {
      const { netid, nodeid } = request.params;
      await removeNode(db, netid, nodeid, request.query.force === 'true');
      return envelope(`${nodeid} deleted.`, null);
    },
  );

  app.post(
    '/api/nodes/:netid/:nodeid/approve',
    {
      // Nodes are approved when created: approving changes nothing.
      config: { access: { network: 'write', to: 'approve its nodes', resource: 'host' }, audit: false },
      schema: { params: nodePathSchema },
    },
    (request) => approveNode(db, request.params.netid, request.params.nodeid, nodeListing(config)),
  );

  // Any signed-in user: the console words the status reasons of the nodes it shows with them.
  app.get(
    '/api/v2/nodes/status-thresholds',
    { config: { access: 'authenticated' } },
    (): NodeStatusThresholdsReply => ({
      warning_seconds: config.nodeStatusThresholds.warningSeconds,
      error_seconds: config.nodeStatusThresholds.errorSeconds,
    }),
  );

  app.get(
    '/api/v1/nodes/:netid/status',
    {
      config: { access: { network: 'read', to: 'read the status of its nodes', resource: 'host' } },
      schema: { params: networkPathSchema },
    },
    async (request) =>
      envelope('fetched nodes with status', await networkNodeStatuses(db, request.params.netid, nodeListing(config))),
  );
}
