import type { HostMeasurements } from '@netloom/contract';
import type { Leadership } from './cluster/leadership';
import type { ReplicaRegistry } from './cluster/replica-registry';
import type { Config } from './config';
import type { AuditLog } from './audit/audit-context';
import type { SessionTokens } from './access/session-tokens';
import type { SetupCode } from './access/setup-code';
import type { HostTokens } from './access/host-tokens';
import type { LiveHub } from './live-hub';
import type { BrokerConnection } from './mesh/broker/broker-connection';
import type { HostAccounts } from './mesh/broker/host-accounts';
import type { PeerPublisher } from './mesh/peer-publisher';
import type { Database } from './store/schema';

/** What feature routes need from the running server. */
export interface AppContext {
  config: Config;
  db: Database;
  tokens: SessionTokens;
  /** The code the first account needs while the server listens beyond loopback and has none. */
  setupCode: SetupCode;
  /** Host JWTs (15 minutes), signed with the same stored secret. */
  hostTokens: HostTokens;
  /** The server's own MQTT client. */
  broker: BrokerConnection;
  /** Makes and removes hosts' accounts on an external broker that needs them. */
  hostAccounts: HostAccounts;
  /** Publishes each affected host's peer update after a change. */
  mesh: PeerPublisher;
  /** Tells open live-update streams (GET /api/v2/events) what changed. */
  live: LiveHub;
  /** Stores hosts' measurement reports, several at a time (`features/metrics/measurement-batches.ts`). */
  measurements: { record(report: { hostId: string; measurements: HostMeasurements }): Promise<void> };
  /** How each API route's changes are recorded in the audit log, and the audit safety net's count. */
  audit: AuditLog;
  /** This server among the servers sharing its database (README "Running several servers"). */
  cluster: {
    registry: ReplicaRegistry;
    leadership: Leadership;
    /** This server saved a new address: the others read it again. */
    serverAddressChanged(): void;
  };
  /** Asks for a restart (POST /api/server/shutdown); `main.ts` closes the server and exits for `npm start` to start it again. */
  restart: () => void;
}
