import { NO_LIMIT, type ServerConfig, type ServerStatus } from '@netloom/contract';
import type { Config } from '../../config';
import type { BrokerConnection } from '../../mesh/broker/broker-connection';
import { isDatabaseReachable } from '../../store/database';
import type { Database } from '../../store/schema';
import { ZERO_TIME } from '../../time';
import { networksLimit } from '../networks/networks-limit';

const NANOSECONDS_PER_MINUTE = 60_000_000_000;

export async function serverStatus(db: Database, broker: BrokerConnection, config: Config): Promise<ServerStatus> {
  const brokerConnected = broker.isConnected();
  return {
    db_connected: await isDatabaseReachable(db),
    broker_connected: brokerConnected,
    is_broker_conn_open: brokerConnected,
    license_error: '',
    is_pro: config.edition === 'pro',
    trial_end_date: ZERO_TIME,
    is_on_trial_license: false,
    deployment_mode: 'self-hosted',
    version: config.version,
  };
}

/**
 * GET /api/server/getconfig: Netmaker's ServerConfig keys; secrets never leave.
 * `NetworksLimit` is 0 when the edition allows any number of networks.
 */
export function serverConfig(config: Config): ServerConfig {
  const jwtValidity = config.jwtValidityMinutes * NANOSECONDS_PER_MINUTE;
  return {
    Version: config.version,
    IsEE: config.edition === 'pro' ? 'yes' : 'no',
    APIConnString: config.apiHost,
    APIHost: config.apiHost,
    APIPort: String(config.port),
    NetmakerTenantID: '',
    CoreDNSAddr: '',
    DeployedByOperator: false,
    ClientID: '',
    ClientSecret: '',
    MasterKey: '(hidden)',
    DNSKey: '(hidden)',
    DNSMode: 'off',
    AllowedOrigin: config.corsOrigin === '*' ? '*' : config.corsOrigin.join(','),
    RestBackend: 'on',
    MessageQueueBackend: 'on',
    Database: config.databaseUrl ? 'postgres' : 'sqlite',
    Platform: 'linux',
    AuthProvider: '',
    FrontendURL: '',
    Telemetry: 'off',
    BasicAuth: 'yes',
    NetclientAutoUpdate: 'disabled',
    Verbosity: 0,
    JwtValidityDuration: jwtValidity,
    JwtValidityDurationClients: jwtValidity,
    UsersLimit: NO_LIMIT,
    NetworksLimit: networksLimit(config.edition) ?? 0,
    MachinesLimit: NO_LIMIT,
    IngressesLimit: NO_LIMIT,
    EgressesLimit: NO_LIMIT,
  };
}
