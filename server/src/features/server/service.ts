import type { ServerConfig, ServerStatus } from '@netloom/contract';
import type { Config } from '../../config';
import { isDatabaseReachable } from '../../store/database';
import type { Database } from '../../store/schema';
import { ZERO_TIME } from '../../time';

const NANOSECONDS_PER_MINUTE = 60_000_000_000;
const NO_LIMIT = 999_999_999;

export async function serverStatus(db: Database, config: Config): Promise<ServerStatus> {
  return {
    db_connected: await isDatabaseReachable(db),
    broker_connected: true,
    is_broker_conn_open: true,
    license_error: '',
    is_pro: false,
    trial_end_date: ZERO_TIME,
    is_on_trial_license: false,
    deployment_mode: 'self-hosted',
    version: config.version,
  };
}

/** GET /api/server/getconfig: Netmaker's ServerConfig keys (reference section 3); secrets never leave. */
export function serverConfig(config: Config): ServerConfig {
  const jwtValidity = config.jwtValidityMinutes * NANOSECONDS_PER_MINUTE;
  return {
    Version: config.version,
    IsEE: 'no',
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
    NetworksLimit: NO_LIMIT,
    MachinesLimit: NO_LIMIT,
    IngressesLimit: NO_LIMIT,
    EgressesLimit: NO_LIMIT,
  };
}
