import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../http/app-type';
import type { MeshChange, PeerPublisher } from '../../mesh/peer-publisher';

/** API paths whose changes never alter what a host holds; hosts' own calls say what they changed themselves. */
const NOT_MESH = [
  '/api/users',
  '/api/v1/users',
  '/api/v1/enrollment-keys',
  '/api/server',
  '/api/hosts/adm/',
  '/api/v1/host/',
  '/api/v1/fallback/',
  '/api/v2/acls/check',
];

const READS = ['GET', 'HEAD', 'OPTIONS'];

/** API paths that change a network's access control alone: policies and the matrix, never a host or a node. */
const ACCESS_ONLY = ['/api/v1/acls', '/api/networks/:netid/acls'];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The route (`/api/dns/:netid`) of a request that changed something through the API and succeeded; undefined otherwise. */
export function successfulApiWrite(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const url = request.routeOptions.url;
  if (READS.includes(request.method) || reply.statusCode >= 400 || !url?.startsWith('/api')) return undefined;
  return url;
}

/**
 * What a successful change through the API touched: its network (in the path, or `?network=` as
 * access policies and tags name it) or only its network's access control, its host's networks, or,
 * when it names neither, all.
 */
function changeOfRequest(request: FastifyRequest, url: string): MeshChange {
  const fields = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const netid = text(fields.netid) ?? text(query.network);
  const hostid = text(fields.hostid);
  if (!netid && !hostid) return { all: true };
  if (netid && ACCESS_ONLY.some((prefix) => url.startsWith(prefix))) return { access: [netid] };
  return { networks: netid ? [netid] : [], neighboursOf: hostid ? [hostid] : [] };
}

/**
 * Tells the publisher about every successful change made through the API, once its response (and
 * so its transaction) is done: one place instead of a call in each of the many services that change
 * networks, nodes, gateways, clients, access control and tags.
 */
export function registerMeshChanges(app: App, publisher: PeerPublisher): void {
  app.addHook('onResponse', async (request, reply) => {
    const url = successfulApiWrite(request, reply);
    if (!url || NOT_MESH.some((prefix) => url.startsWith(prefix))) return;
    publisher.changed(changeOfRequest(request, url));
  });
}
