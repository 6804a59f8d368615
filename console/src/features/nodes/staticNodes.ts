import { extClientSchema, type ApiNode } from '@netloom/contract';

/**
 * What the nodes page reads of a static node's external client: the nodes
 * list carries config-file clients as static nodes whose `id` is the nil uuid.
 */
const staticClientSchema = extClientSchema
  .pick({ clientid: true, enabled: true, extraallowedips: true, ingressgatewayid: true, publickey: true })
  .partial();
export type StaticClient = ReturnType<typeof staticClientSchema.parse>;

/** The external client a static node stands for; null for a host's node or an unreadable client. */
export function staticClientOf(node: Pick<ApiNode, 'is_static' | 'static_node'>): StaticClient | null {
  if (!node.is_static) return null;
  const parsed = staticClientSchema.safeParse(node.static_node ?? {});
  return parsed.success ? parsed.data : null;
}

/** A node's effective id: a static node goes by its client id, every other node by its id. */
export function effectiveNodeId(node: ApiNode, client: StaticClient | null = staticClientOf(node)): string {
  return client?.clientid || node.id;
}
