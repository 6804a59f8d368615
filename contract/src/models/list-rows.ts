import { z } from 'zod';
import { NODE_STATUSES, type NodeStatus } from '../rules/node-status';
import { apiHostSchema } from './host';
import { apiNodeSchema } from './node';

/**
 * Paged lists for the Nodes and Devices pages (Netloom extensions under /api/v2,
 * docs/architecture.md, Netmaker compatibility): a window of rows filtered, searched and sorted by the server, the number of rows that
 * match, and for "select all" the keys of every matching node. Query values are strings on the wire;
 * each schema turns them into the values below or answers 400 naming the bad parameter.
 */

/** A network's rows are its hosts' nodes (netclient) or its config files (external clients), never both. */
export const NODE_ROW_KINDS = ['netclient', 'config-files'] as const;
export type NodeRowKind = (typeof NODE_ROW_KINDS)[number];

/** all; gateways: relays, remote-access and internet gateways; has-gateway: behind a relay or remote-access gateway. */
export const NODE_ROW_GATEWAY_FILTERS = ['all', 'gateways', 'has-gateway'] as const;
export type NodeRowGatewayFilter = (typeof NODE_ROW_GATEWAY_FILTERS)[number];

/** The gateway roles a node row can be filtered by (config files have none). */
export const NODE_ROW_ROLES = ['relay', 'remote-access', 'egress', 'internet-gateway', 'failover'] as const;
export type NodeRowRole = (typeof NODE_ROW_ROLES)[number];

export const NODE_ROW_SORTS = ['name', 'address', 'status'] as const;
export type NodeRowSort = (typeof NODE_ROW_SORTS)[number];

export const HOST_ROW_SORTS = ['name'] as const;
export type HostRowSort = (typeof HOST_ROW_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Statuses in the order rows sorted by status ascending show them: the worst first. */
export const NODE_STATUS_ORDER: readonly NodeStatus[] = [
  'error',
  'warning',
  'offline',
  'disconnected',
  'unknown',
  'online',
];

/** Rows per window when `limit` is not given, and the most one request may ask for. */
export const ROWS_LIMIT_DEFAULT = 100;
export const ROWS_LIMIT_MAX = 500;
/** The furthest `offset` a request may ask for. */
export const ROWS_OFFSET_MAX = 1_000_000_000;
/** The longest search text. */
export const ROWS_SEARCH_MAX_LENGTH = 200;

/** A whole number in query text, from `min` to `max`; `fallback` when absent. */
export function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .default(fallback);
}

/** A list's search text: at most `ROWS_SEARCH_MAX_LENGTH` characters, '' when absent. */
export const searchSchema = z
  .string()
  .max(ROWS_SEARCH_MAX_LENGTH, `must have at most ${ROWS_SEARCH_MAX_LENGTH} characters`)
  .default('');

/**
 * The filters and order of GET /api/v2/networks/{network}/node-keys; node rows take `offset` and
 * `limit` too. `search` matches, case aside, a host node's name, addresses (as `ip/prefix`), node id,
 * its host's endpoints and public key; a config file's id, addresses and public key. `health` is a
 * node's `status`; `gateway_id` keeps the rows behind that node (relayed by it, or its config files);
 * `role` keeps the host nodes with that gateway role. Rows sort by `sort`, then by name, then by key,
 * all in `order`; names sort naturally (node-2 before node-10, case aside).
 */
export const nodeKeysQuerySchema = z.strictObject({
  kind: z.enum(NODE_ROW_KINDS).default('netclient'),
  gateway: z.enum(NODE_ROW_GATEWAY_FILTERS).default('all'),
  health: z.enum(['all', ...NODE_STATUSES]).default('all'),
  role: z.enum(NODE_ROW_ROLES).optional(),
  gateway_id: z.string().max(64, 'must have at most 64 characters').optional(),
  search: searchSchema,
  sort: z.enum(NODE_ROW_SORTS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type NodeKeysQuery = z.infer<typeof nodeKeysQuerySchema>;

/** GET /api/v2/networks/{network}/node-rows: the filters and order of node keys, and the window. */
export const nodeRowsQuerySchema = nodeKeysQuerySchema.extend({
  offset: wholeNumber(0, ROWS_OFFSET_MAX, 0),
  limit: wholeNumber(1, ROWS_LIMIT_MAX, ROWS_LIMIT_DEFAULT),
});
export type NodeRowsQuery = z.infer<typeof nodeRowsQuerySchema>;

/**
 * One row of the Nodes page. `key` is the row's effective id: a host node's id, a config file's
 * client id. `node` is the node as GET /api/nodes/{network} lists it (a config file as a static node,
 * its client in `static_node`); `host` is a host node's host, null for a config file. `gateway_id` is
 * the relay of a host node or the remote-access gateway of a config file ('' for none) and
 * `gateway_name` that gateway's name.
 */
export const nodeRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  gateway_id: z.string(),
  gateway_name: z.string(),
  node: apiNodeSchema,
  host: apiHostSchema.nullable(),
});
export type NodeRow = z.infer<typeof nodeRowSchema>;

/**
 * A window of node rows: `total` rows match the query, `rows` are those from `offset` on; `counts`
 * are the network's rows of each kind, whatever the filters.
 */
export const nodeRowsPageSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  counts: z.object({ netclient: z.number().int(), 'config-files': z.number().int() }),
  rows: z.array(nodeRowSchema),
});
export type NodeRowsPage = z.infer<typeof nodeRowsPageSchema>;

/** GET /api/v2/networks/{network}/node-keys: the key of every row that matches, in the query's order. */
export const nodeKeysSchema = z.object({
  total: z.number().int(),
  keys: z.array(z.string()),
});
export type NodeKeys = z.infer<typeof nodeKeysSchema>;

/**
 * GET /api/v2/host-rows: the hosts the caller may see (as GET /api/hosts), those whose name,
 * endpoints, public key or id contain `search` (case aside), sorted naturally by name then id.
 */
export const hostRowsQuerySchema = z.strictObject({
  search: searchSchema,
  sort: z.enum(HOST_ROW_SORTS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
  offset: wholeNumber(0, ROWS_OFFSET_MAX, 0),
  limit: wholeNumber(1, ROWS_LIMIT_MAX, ROWS_LIMIT_DEFAULT),
});
export type HostRowsQuery = z.infer<typeof hostRowsQuerySchema>;

/** One row of the Devices page: the host as GET /api/hosts lists it, and its nodes the caller may read. */
export const hostRowSchema = z.object({
  host: apiHostSchema,
  nodes: z.array(apiNodeSchema),
});
export type HostRow = z.infer<typeof hostRowSchema>;

/** A window of host rows: `total` match the search, `all` hosts the caller may see whatever it. */
export const hostRowsPageSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  all: z.number().int(),
  rows: z.array(hostRowSchema),
});
export type HostRowsPage = z.infer<typeof hostRowsPageSchema>;
