import { z } from 'zod';

/** GET /api/v2/server/replicas: one of the servers sharing the database, alive at its last heartbeat. */
export const serverReplicaSchema = z.object({
  id: z.string(),
  /** Where the other servers reach it (NETLOOM_REPLICA_URL); null for a server running alone. */
  url: z.string().nullable(),
  started_at: z.string(),
  last_seen: z.string(),
  /** Whether it publishes peer updates to hosts: one server leads at a time. */
  leader: z.boolean(),
});
export type ServerReplica = z.infer<typeof serverReplicaSchema>;
