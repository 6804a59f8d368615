import { PLAIN_MEMBER } from '../../src/features/node-records/add-node';
import type { NodeRecord } from '../../src/store/node-repository';

/**
 * A node as the store keeps it, of no gateway, relay or tag, connected and not expiring: for tests that write
 * nodes straight into the database. `fields` gives its id, host, network and whatever else differs.
 */
export function storedNode(
  fields: Pick<NodeRecord, 'id' | 'host_id' | 'network' | 'address' | 'created_at'> & Partial<NodeRecord>,
): NodeRecord {
  return {
    ...PLAIN_MEMBER,
    address6: null,
    localaddress: '',
    connected: 1,
    pendingdelete: 0,
    dnson: 0,
    metadata: '',
    tags: '{}',
    relayedby: '',
    updated_at: fields.created_at,
    ...fields,
  };
}
