/** Go's zero uuid: what Netmaker sends for "none" (no relay, no failover node) and as a static node's ids. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
