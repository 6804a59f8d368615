import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { isCidr, isIpAddress, METRICS_RETENTION_DEFAULT_HOURS, type ServerAddressSource } from '@netloom/contract';

/** The server version reported by /api/server/status and getconfig; it follows the console's UI version. */
export const SERVER_VERSION = '0.90.0';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `pretty`: one readable line per entry; `json`: pino's JSON lines; `auto`: pretty when stdout is a terminal. */
export const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Pro turns every feature on; Community is the free edition with its limits. */
export const EDITIONS = ['pro', 'community'] as const;
export type Edition = (typeof EDITIONS)[number];

/** How hosts get accounts on an external broker: made by hand (`none`), or by the server through Mosquitto's dynamic security. */
export const BROKER_HOST_ACCOUNTS = ['none', 'mosquitto-dynsec'] as const;

/** The OpenID Connect provider users sign in with (single sign-on). */
export interface OidcProvider {
  /** Its issuer URL, exactly as the provider names itself; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** An MQTT broker run by someone else, which the server connects to instead of embedding its own. */
export interface ExternalBroker {
  /** `mqtt://`, `mqtts://`, `ws://` or `wss://` URL. */
  url: string;
  username: string | null;
  password: string | null;
  hostAccounts: (typeof BROKER_HOST_ACCOUNTS)[number];
}

export interface Config {
  port: number;
  host: string;
  /** Folder holding the SQLite file `netloom.db` (unused when `databaseUrl` is set). */
  dataDir: string;
  /** PostgreSQL connection URL; null means the embedded SQLite database. */
  databaseUrl: string | null;
  /**
   * Where the other servers on the same PostgreSQL reach this one (NETLOOM_REPLICA_URL), e.g.
   * `http://10.0.0.2:8081`: set on each of several servers; null: this server runs alone.
   */
  replicaUrl: string | null;
  /** The bearer token `GET /metrics` (Prometheus) asks for (NETLOOM_METRICS_TOKEN); null: no /metrics. */
  metricsToken: string | null;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** Folder of the built console (its index.html is served at `/`). */
  consoleDir: string;
  /** The agent hosts download, as `scripts/agent-build.mjs` writes them: the self-contained executable and the script. */
  agentFiles: { executable: string; script: string };
  /** `*` or a list of allowed origins. */
  corsOrigin: '*' | string[];
  /** Other origins the console served here may load from and call (added to its Content-Security-Policy). */
  consoleOrigins: string[];
  /** Which peers' X-Forwarded-* headers are believed: none, all (`true`), or these addresses, ranges and names. */
  trustProxy: boolean | string[];
  /**
   * The address hosts and browsers reach the server at, e.g. `http://192.0.2.10:8081`: NETLOOM_API_HOST
   * when set, else the one saved in the server settings (`features/server/server-address.ts` keeps it
   * current while the server runs), else `http://localhost:<port>` (`https://` with TLS on).
   */
  apiHost: string;
  /** Where `apiHost` comes from; only one from NETLOOM_API_HOST is fixed. */
  apiHostSource: ServerAddressSource;
  /**
   * The server's name in MQTT topics and node records: saved at the first start (the host name of the
   * address then), so that it stays the same when the address changes.
   */
  serverName: string;
  /** Where people reach the console (single sign-on returns them to its login page): NETLOOM_CONSOLE_URL, or null to follow `apiHost`. */
  consoleUrl: string | null;
  /** Null means single sign-on is off. */
  oidc: OidcProvider | null;
  /** Null means invitations are not emailed: admins share their links by hand. */
  mail: MailSettings | null;
  jwtValidityMinutes: number;
  /** Login attempts allowed per minute for one username from one address. */
  loginRateLimit: number;
  /** Admins and super-admins signing in with a password must set up multi-factor authentication first. */
  mfaRequiredForAdmins: boolean;
  /** Days an invitation's link works after it is sent. */
  inviteValidityDays: number;
  edition: Edition;
  /** The server's certificate and key (PEM): it serves HTTPS, and its broker wss, on its port; null: plain HTTP. */
  tls: ServerCertificate | null;
  /** Null means the embedded broker, served at `/api/v1/mqtt` on the server's own port. */
  externalBroker: ExternalBroker | null;
  /** Where hosts reach the broker when not where the server does (a proxy or load balancer in front of it); null: the same. */
  brokerPublicUrl: string | null;
  /** Seconds without a check-in after which a node is `warning`, then `error`. */
  nodeStatusThresholds: { warningSeconds: number; errorSeconds: number };
  /** Hours of metrics history kept; older buckets are pruned as hosts report. */
  metricsRetentionHours: number;
  /** Days the audit log keeps its events (NETLOOM_AUDIT_RETENTION_DAYS); older ones are deleted hourly. */
  auditRetentionDays: number;
  /**
   * The UDP port of the STUN responder hosts learn their public endpoint from (the next one answers
   * too, to tell NAT types apart); 0 takes any two free ports; null: NETLOOM_STUN=off.
   */
  stunPort: number | null;
  /** The two ports the STUN responder answers on once it runs; empty while it does not. */
  stunPorts: number[];
  /**
   * Whether hosts serve the mesh's names and point their resolver at them (Netmaker's `ManageDNS`);
   * NETLOOM_DNS=off leaves every host's DNS alone.
   */
  manageDns: boolean;
  version: string;
}

export type Environment = Record<string, string | undefined>;

const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../console/dist', import.meta.url));
const AGENT_FILES = {
  executable: fileURLToPath(new URL('../../agent/dist/netloom-agent', import.meta.url)),
  script: fileURLToPath(new URL('../../agent/dist/netloom-agent.mjs', import.meta.url)),
};

export class ConfigError extends Error {}

function setting(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integerSetting(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const text = setting(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function urlSetting(env: Environment, name: string, fallback: string, protocols: string[]): string {
  const text = setting(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${text}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${text}"`);
  }
  return text.replace(/\/+$/, '');
}

function choiceSetting<T extends string>(env: Environment, name: string, choices: readonly T[], fallback: T): T {
  const text = setting(env, name) ?? fallback;
  const choice = choices.find((candidate) => candidate === text);
  if (!choice) throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${text}"`);
  return choice;
}

function externalBrokerSetting(env: Environment): ExternalBroker | null {
  if (setting(env, 'NETLOOM_BROKER_URL') === undefined) {
    const stray = ['NETLOOM_BROKER_USERNAME', 'NETLOOM_BROKER_PASSWORD', 'NETLOOM_BROKER_HOST_ACCOUNTS'].find((name) =>
      setting(env, name),
    );
    if (stray) throw new ConfigError(`${stray} is only used with NETLOOM_BROKER_URL; the embedded broker needs none`);
    return null;
  }
  const broker: ExternalBroker = {
    url: urlSetting(env, 'NETLOOM_BROKER_URL', '', ['mqtt:', 'mqtts:', 'ws:', 'wss:']),
    username: setting(env, 'NETLOOM_BROKER_USERNAME') ?? null,
    password: setting(env, 'NETLOOM_BROKER_PASSWORD') ?? null,
    hostAccounts: choiceSetting(env, 'NETLOOM_BROKER_HOST_ACCOUNTS', BROKER_HOST_ACCOUNTS, 'none'),
  };
  if (broker.hostAccounts === 'mosquitto-dynsec' && broker.username === null) {
    throw new ConfigError(
      'NETLOOM_BROKER_HOST_ACCOUNTS=mosquitto-dynsec needs NETLOOM_BROKER_USERNAME: a dynamic-security admin of the broker',
    );
  }
  return broker;
}

/** The certificate (with its chain) and private key the server serves HTTPS with, as PEM. */
export interface ServerCertificate {
  cert: Buffer;
  key: Buffer;
}

function pemFileSetting(env: Environment, name: string): Buffer {
  const file = setting(env, name) ?? '';
  try {
    return readFileSync(file);
  } catch (error) {
    throw new ConfigError(`${name}: cannot read ${file}: ${(error as Error).message}`);
  }
}

function tlsSetting(env: Environment): ServerCertificate | null {
  const given = ['NETLOOM_TLS_CERT', 'NETLOOM_TLS_KEY'].filter((name) => setting(env, name) !== undefined);
  if (given.length === 0) return null;
  if (given.length === 1) {
    throw new ConfigError(
      'HTTPS needs both NETLOOM_TLS_CERT (the certificate, PEM) and NETLOOM_TLS_KEY (its private key, PEM); ' +
        `only ${given[0]} is set`,
    );
  }
  const certificate = { cert: pemFileSetting(env, 'NETLOOM_TLS_CERT'), key: pemFileSetting(env, 'NETLOOM_TLS_KEY') };
  try {
    createSecureContext(certificate);
  } catch (error) {
    throw new ConfigError(
      `NETLOOM_TLS_CERT and NETLOOM_TLS_KEY must be a PEM certificate and its private key: ${(error as Error).message}`,
    );
  }
  return certificate;
}

const DAY_SECONDS = 86_400;
/** STUN's registered port (RFC 5389). */
const DEFAULT_STUN_PORT = 3478;
/** A year of metrics history at most. */
const MAX_METRICS_RETENTION_HOURS = 8760;

function nodeStatusThresholdsSetting(env: Environment): Config['nodeStatusThresholds'] {
  const warningSeconds = integerSetting(env, 'NETLOOM_NODE_WARNING_SECONDS', 300, 1, 365 * DAY_SECONDS);
  const errorSeconds = integerSetting(env, 'NETLOOM_NODE_ERROR_SECONDS', 1800, 1, 365 * DAY_SECONDS);
  if (errorSeconds <= warningSeconds) {
    throw new ConfigError(
      `NETLOOM_NODE_ERROR_SECONDS (${errorSeconds}) must be greater than NETLOOM_NODE_WARNING_SECONDS (${warningSeconds})`,
    );
  }
  return { warningSeconds, errorSeconds };
}

/** An SMTP server that sends invitations. */
export interface MailSettings {
  /** `smtp://` or `smtps://` URL, with the account as `user:password@` when it needs one. */
  url: string;
  /** The sender, e.g. `Netloom <netloom@example.com>`. */
  from: string;
}

function mailSetting(env: Environment): MailSettings | null {
  if (setting(env, 'NETLOOM_SMTP_URL') === undefined) {
    if (setting(env, 'NETLOOM_SMTP_FROM'))
      throw new ConfigError('NETLOOM_SMTP_FROM is only used with NETLOOM_SMTP_URL');
    return null;
  }
  const url = urlSetting(env, 'NETLOOM_SMTP_URL', '', ['smtp:', 'smtps:']);
  return { url, from: setting(env, 'NETLOOM_SMTP_FROM') ?? `Netloom <netloom@${new URL(url).hostname}>` };
}

const OIDC_SETTINGS = ['NETLOOM_OIDC_ISSUER', 'NETLOOM_OIDC_CLIENT_ID', 'NETLOOM_OIDC_CLIENT_SECRET'] as const;

function oidcSetting(env: Environment): OidcProvider | null {
  const missing = OIDC_SETTINGS.filter((name) => setting(env, name) === undefined);
  if (missing.length === OIDC_SETTINGS.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(`single sign-on needs all of ${OIDC_SETTINGS.join(', ')}; missing: ${missing.join(', ')}`);
  }
  // Checked as a URL, but kept as written: discovery compares it with the issuer the provider names.
  urlSetting(env, 'NETLOOM_OIDC_ISSUER', '', ['http:', 'https:']);
  const [issuer, clientId, clientSecret] = OIDC_SETTINGS.map((name) => setting(env, name) ?? '');
  return { issuer, clientId, clientSecret };
}

function corsOriginSetting(env: Environment): '*' | string[] {
  const text = setting(env, 'NETLOOM_CORS_ORIGIN') ?? '*';
  if (text === '*') return '*';
  return text
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

function consoleOriginsSetting(env: Environment): string[] {
  const text = setting(env, 'NETLOOM_CONSOLE_ORIGINS') ?? '';
  return text
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => {
      const url = URL.canParse(origin) ? new URL(origin) : null;
      const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if (!url || !bare || !['http:', 'https:'].includes(url.protocol)) {
        throw new ConfigError(
          `NETLOOM_CONSOLE_ORIGINS must list origins like https://app.example.com (no path), got "${origin}"`,
        );
      }
      return url.origin;
    });
}

/** proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function trustProxySetting(env: Environment): boolean | string[] {
  const text = setting(env, 'NETLOOM_TRUST_PROXY') ?? 'false';
  if (text === 'false' || text === 'true') return text === 'true';
  const proxies = text.split(',').map((proxy) => proxy.trim());
  const bad = proxies.find((proxy) => !PROXY_RANGE_NAMES.includes(proxy) && !isIpAddress(proxy) && !isCidr(proxy));
  if (bad !== undefined) {
    throw new ConfigError(
      `NETLOOM_TRUST_PROXY must be true, false, or addresses and CIDR ranges (or ${PROXY_RANGE_NAMES.join(', ')}) separated by commas, got "${bad}"`,
    );
  }
  return proxies;
}

/** Where people reach the console: NETLOOM_CONSOLE_URL, else the server's address. */
export function consoleUrl(config: Pick<Config, 'consoleUrl' | 'apiHost'>): string {
  return config.consoleUrl ?? config.apiHost;
}

/** NETLOOM_REPLICA_URL: several servers share what they know through PostgreSQL, so they need DATABASE_URL. */
function replicaUrlSetting(env: Environment, databaseUrl: string | undefined): string | null {
  if (setting(env, 'NETLOOM_REPLICA_URL') === undefined) return null;
  if (databaseUrl === undefined) {
    throw new ConfigError(
      'NETLOOM_REPLICA_URL runs this server as one of several, and several servers need one PostgreSQL database: ' +
        'set DATABASE_URL on each of them (SQLite serves one server only)',
    );
  }
  return urlSetting(env, 'NETLOOM_REPLICA_URL', '', ['http:', 'https:']);
}

/** The shortest NETLOOM_METRICS_TOKEN accepted: guessing it must be out of reach. */
const MIN_METRICS_TOKEN_LENGTH = 16;

function metricsTokenSetting(env: Environment): string | null {
  const token = setting(env, 'NETLOOM_METRICS_TOKEN');
  if (token === undefined) return null;
  if (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token)) {
    throw new ConfigError(
      `NETLOOM_METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (e.g. the output of openssl rand -hex 24)`,
    );
  }
  return token;
}

/** Reads and checks every setting; throws a ConfigError naming the first bad one. */
export function loadConfig(env: Environment): Config {
  const port = integerSetting(env, 'NETLOOM_PORT', 8081, 1, 65535);
  const databaseUrl = setting(env, 'DATABASE_URL');
  const tls = tlsSetting(env);
  const apiHost = urlSetting(env, 'NETLOOM_API_HOST', `${tls ? 'https' : 'http'}://localhost:${port}`, [
    'http:',
    'https:',
  ]);
  const consoleUrl = setting(env, 'NETLOOM_CONSOLE_URL');
  return {
    port,
    host: setting(env, 'NETLOOM_HOST') ?? '0.0.0.0',
    dataDir: path.resolve(setting(env, 'NETLOOM_DATA_DIR') ?? 'data'),
    databaseUrl: databaseUrl === undefined ? null : urlSetting(env, 'DATABASE_URL', '', ['postgres:', 'postgresql:']),
    replicaUrl: replicaUrlSetting(env, databaseUrl),
    metricsToken: metricsTokenSetting(env),
    logLevel: choiceSetting(env, 'NETLOOM_LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: choiceSetting(env, 'NETLOOM_LOG_FORMAT', LOG_FORMATS, 'auto'),
    consoleDir: path.resolve(setting(env, 'NETLOOM_CONSOLE_DIR') ?? DEFAULT_CONSOLE_DIR),
    agentFiles: AGENT_FILES,
    corsOrigin: corsOriginSetting(env),
    consoleOrigins: consoleOriginsSetting(env),
    trustProxy: trustProxySetting(env),
    apiHost,
    apiHostSource: setting(env, 'NETLOOM_API_HOST') === undefined ? 'default' : 'environment',
    serverName: new URL(apiHost).hostname,
    consoleUrl: consoleUrl === undefined ? null : urlSetting(env, 'NETLOOM_CONSOLE_URL', '', ['http:', 'https:']),
    oidc: oidcSetting(env),
    mail: mailSetting(env),
    jwtValidityMinutes: integerSetting(env, 'NETLOOM_JWT_VALIDITY_MINUTES', 720, 5, 525600),
    loginRateLimit: integerSetting(env, 'NETLOOM_LOGIN_RATE_LIMIT', 10, 1, 100000),
    mfaRequiredForAdmins: choiceSetting(env, 'NETLOOM_MFA_REQUIRED_FOR_ADMINS', ['true', 'false'], 'false') === 'true',
    inviteValidityDays: integerSetting(env, 'NETLOOM_INVITE_VALIDITY_DAYS', 7, 1, 365),
    edition: choiceSetting(env, 'NETLOOM_EDITION', EDITIONS, 'pro'),
    tls,
    externalBroker: externalBrokerSetting(env),
    brokerPublicUrl:
      setting(env, 'NETLOOM_BROKER_PUBLIC_URL') === undefined
        ? null
        : urlSetting(env, 'NETLOOM_BROKER_PUBLIC_URL', '', ['mqtt:', 'mqtts:', 'ws:', 'wss:']),
    nodeStatusThresholds: nodeStatusThresholdsSetting(env),
    metricsRetentionHours: integerSetting(
      env,
      'NETLOOM_METRICS_RETENTION_HOURS',
      METRICS_RETENTION_DEFAULT_HOURS,
      1,
      MAX_METRICS_RETENTION_HOURS,
    ),
    auditRetentionDays: integerSetting(env, 'NETLOOM_AUDIT_RETENTION_DAYS', 365, 1, 36500),
    stunPort:
      choiceSetting(env, 'NETLOOM_STUN', ['on', 'off'], 'on') === 'on'
        ? integerSetting(env, 'NETLOOM_STUN_PORT', DEFAULT_STUN_PORT, 0, 65534)
        : null,
    stunPorts: [],
    manageDns: choiceSetting(env, 'NETLOOM_DNS', ['on', 'off'], 'on') === 'on',
    version: SERVER_VERSION,
  };
}
