import type { MetricsHistory, NetworkMetrics } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../api-error';
import type { App } from '../../http/app-type';
import { findNetwork } from '../../store/network-repository';
import { findNode } from '../../store/node-repository';
import { proOnly } from '../gateways/pro-only';
import { readMetricsHistory } from './history-service';
import { listClientMetrics, listNetworkMetrics } from './service';

const networkPathSchema = z.object({ netid: z.string() });
const nodePathSchema = z.object({ netid: z.string(), nodeid: z.string() });
const historyQuerySchema = z.object({ node: z.string(), peer: z.string().optional(), hours: z.string().optional() });

/** Metrics (Pro): what hosts measured of their peers, and its history, as raw JSON. */
export function registerMetricsRoutes(app: App, { config, db }: AppContext): void {
  const pro = proOnly(config.edition, 'Metrics');

  async function existingNetwork(netid: string): Promise<void> {
    if (!(await findNetwork(db, netid))) throw new ApiError(404, `network ${netid} not found`);
  }

  app.get(
    '/api/metrics',
    { config: { access: { adminOrAuditor: 'read the metrics of every network' } }, preHandler: pro },
    () => listNetworkMetrics(db, null),
  );

  app.get(
    '/api/metrics/:netid',
    {
      config: { access: { network: 'read', to: 'read its metrics', resource: 'network' } },
      preHandler: pro,
      schema: { params: networkPathSchema },
    },
    async (request): Promise<NetworkMetrics> => {
      await existingNetwork(request.params.netid);
      return listNetworkMetrics(db, [request.params.netid]);
    },
  );

  app.get(
    '/api/metrics/:netid/:nodeid',
    {
      config: { access: { network: 'read', to: 'read its metrics', resource: 'network' } },
      preHandler: pro,
      schema: { params: nodePathSchema },
    },
    async (request) => {
      const { netid, nodeid } = request.params;
      const node = await findNode(db, nodeid);
      if (!node || node.network !== netid) throw new ApiError(404, `node ${nodeid} not found in network ${netid}`);
      const { nodes } = await listNetworkMetrics(db, [netid], nodeid);
      return nodes[nodeid] ?? { network: netid, node_id: nodeid, node_name: '', connectivity: {}, updated_at: '' };
    },
  );

  app.get(
    '/api/metrics-ext/:netid',
    {
      config: { access: { network: 'read', to: 'read its metrics', resource: 'network' } },
      preHandler: pro,
      schema: { params: networkPathSchema },
    },
    async (request) => {
      await existingNetwork(request.params.netid);
      return listClientMetrics(db, request.params.netid);
    },
  );

  app.get(
    '/api/v2/metrics/:netid/history',
    {
      config: { access: { network: 'read', to: 'read its metrics', resource: 'network' } },
      preHandler: pro,
      schema: { params: networkPathSchema, querystring: historyQuerySchema },
    },
    async (request): Promise<MetricsHistory> => {
      await existingNetwork(request.params.netid);
      return readMetricsHistory(db, request.params.netid, request.query, config.metricsRetentionHours);
    },
  );
}
