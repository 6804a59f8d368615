import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8081,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      replicaUrl: null,
      metricsToken: null,
      logLevel: 'info',
      logFormat: 'auto',
      corsOrigin: '*',
      apiHost: 'http://localhost:8081',
      apiHostSource: 'default',
      serverName: 'localhost',
      consoleUrl: null,
      jwtValidityMinutes: 720,
      loginRateLimit: 10,
      edition: 'pro',
      externalBroker: null,
      brokerPublicUrl: null,
      nodeStatusThresholds: { warningSeconds: 300, errorSeconds: 1800 },
      metricsRetentionHours: 168,
      stunPort: 3478,
      version: '0.90.0',
    });
    expect(config.consoleDir).toBe(path.resolve(import.meta.dirname, '../../console/dist'));
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NETLOOM_PORT: '9000',
      NETLOOM_HOST: '127.0.0.1',
      NETLOOM_DATA_DIR: '/var/lib/netloom',
      DATABASE_URL: 'postgres://netloom@db:5432/netloom',
      NETLOOM_REPLICA_URL: 'http://10.0.0.11:9000/',
      NETLOOM_METRICS_TOKEN: '0123456789abcdef0123',
      NETLOOM_LOG_LEVEL: 'debug',
      NETLOOM_LOG_FORMAT: 'json',
      NETLOOM_CONSOLE_DIR: '/srv/console',
      NETLOOM_CORS_ORIGIN: 'https://a.example, https://b.example',
      NETLOOM_API_HOST: 'https://api.example.com/',
      NETLOOM_JWT_VALIDITY_MINUTES: '60',
      NETLOOM_LOGIN_RATE_LIMIT: '3',
      NETLOOM_EDITION: 'community',
      NETLOOM_BROKER_URL: 'mqtts://broker.example.com:8883',
      NETLOOM_BROKER_USERNAME: 'netloom',
      NETLOOM_BROKER_PASSWORD: 'broker-secret',
      NETLOOM_BROKER_HOST_ACCOUNTS: 'mosquitto-dynsec',
      NETLOOM_BROKER_PUBLIC_URL: 'wss://mqtt.example.com/netloom',
      NETLOOM_NODE_WARNING_SECONDS: '60',
      NETLOOM_NODE_ERROR_SECONDS: '600',
      NETLOOM_METRICS_RETENTION_HOURS: '720',
      NETLOOM_STUN_PORT: '3480',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/netloom',
      databaseUrl: 'postgres://netloom@db:5432/netloom',
      replicaUrl: 'http://10.0.0.11:9000',
      metricsToken: '0123456789abcdef0123',
      logLevel: 'debug',
      logFormat: 'json',
      consoleDir: '/srv/console',
      corsOrigin: ['https://a.example', 'https://b.example'],
      apiHost: 'https://api.example.com',
      apiHostSource: 'environment',
      serverName: 'api.example.com',
      jwtValidityMinutes: 60,
      loginRateLimit: 3,
      edition: 'community',
      externalBroker: {
        url: 'mqtts://broker.example.com:8883',
        username: 'netloom',
        password: 'broker-secret',
        hostAccounts: 'mosquitto-dynsec',
      },
      brokerPublicUrl: 'wss://mqtt.example.com/netloom',
      nodeStatusThresholds: { warningSeconds: 60, errorSeconds: 600 },
      metricsRetentionHours: 720,
      stunPort: 3480,
    });
  });

  it.each(['mqtt://10.0.0.5:1883', 'ws://broker.lan/mqtt', 'wss://broker.example.com/mqtt'])(
    'accepts the external broker %s without credentials',
    (url) => {
      expect(loadConfig({ NETLOOM_BROKER_URL: url }).externalBroker).toEqual({
        url,
        username: null,
        password: null,
        hostAccounts: 'none',
      });
    },
  );

  it('reads the STUN port, and NETLOOM_STUN=off turns the responder off', () => {
    expect(loadConfig({ NETLOOM_STUN_PORT: '0' }).stunPort).toBe(0);
    expect(loadConfig({ NETLOOM_STUN: 'off', NETLOOM_STUN_PORT: '3480' }).stunPort).toBeNull();
  });

  it('derives the public API URL from the port', () => {
    expect(loadConfig({ NETLOOM_PORT: '18081' }).apiHost).toBe('http://localhost:18081');
  });

  it.each([
    [{ NETLOOM_PORT: 'eighty' }, 'NETLOOM_PORT must be a whole number from 1 to 65535, got "eighty"'],
    [{ NETLOOM_PORT: '70000' }, 'NETLOOM_PORT must be a whole number from 1 to 65535, got "70000"'],
    [{ NETLOOM_PORT: '80.5' }, 'NETLOOM_PORT must be a whole number from 1 to 65535, got "80.5"'],
    [
      { NETLOOM_LOG_LEVEL: 'loud' },
      'NETLOOM_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [{ NETLOOM_LOG_FORMAT: 'yaml' }, 'NETLOOM_LOG_FORMAT must be one of auto, pretty, json, got "yaml"'],
    [
      { DATABASE_URL: 'mysql://db/netloom' },
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://db/netloom"',
    ],
    [{ NETLOOM_API_HOST: 'api.example.com' }, 'NETLOOM_API_HOST must be a URL, got "api.example.com"'],
    [
      { NETLOOM_JWT_VALIDITY_MINUTES: '1' },
      'NETLOOM_JWT_VALIDITY_MINUTES must be a whole number from 5 to 525600, got "1"',
    ],
    [{ NETLOOM_LOGIN_RATE_LIMIT: '0' }, 'NETLOOM_LOGIN_RATE_LIMIT must be a whole number from 1 to 100000, got "0"'],
    [{ NETLOOM_STUN: 'no' }, 'NETLOOM_STUN must be one of on, off, got "no"'],
    [{ NETLOOM_STUN_PORT: '65535' }, 'NETLOOM_STUN_PORT must be a whole number from 0 to 65534, got "65535"'],
    [{ NETLOOM_EDITION: 'enterprise' }, 'NETLOOM_EDITION must be one of pro, community, got "enterprise"'],
    [
      { NETLOOM_BROKER_URL: 'http://broker.lan' },
      'NETLOOM_BROKER_URL must start with mqtt:// or mqtts:// or ws:// or wss://, got "http://broker.lan"',
    ],
    [{ NETLOOM_BROKER_URL: 'broker lan' }, 'NETLOOM_BROKER_URL must be a URL, got "broker lan"'],
    [
      { NETLOOM_BROKER_URL: 'mqtt://broker.lan', NETLOOM_BROKER_HOST_ACCOUNTS: 'mosquitto-dynsec' },
      'NETLOOM_BROKER_HOST_ACCOUNTS=mosquitto-dynsec needs NETLOOM_BROKER_USERNAME: a dynamic-security admin of the broker',
    ],
    [
      { NETLOOM_BROKER_PUBLIC_URL: 'https://mqtt.example.com' },
      'NETLOOM_BROKER_PUBLIC_URL must start with mqtt:// or mqtts:// or ws:// or wss://, got "https://mqtt.example.com"',
    ],
    [
      { NETLOOM_BROKER_USERNAME: 'netloom' },
      'NETLOOM_BROKER_USERNAME is only used with NETLOOM_BROKER_URL; the embedded broker needs none',
    ],
    [
      { NETLOOM_BROKER_PASSWORD: 'secret' },
      'NETLOOM_BROKER_PASSWORD is only used with NETLOOM_BROKER_URL; the embedded broker needs none',
    ],
    [
      { NETLOOM_NODE_WARNING_SECONDS: '0' },
      'NETLOOM_NODE_WARNING_SECONDS must be a whole number from 1 to 31536000, got "0"',
    ],
    [
      { NETLOOM_NODE_WARNING_SECONDS: '1800' },
      'NETLOOM_NODE_ERROR_SECONDS (1800) must be greater than NETLOOM_NODE_WARNING_SECONDS (1800)',
    ],
    [
      { NETLOOM_NODE_ERROR_SECONDS: '120' },
      'NETLOOM_NODE_ERROR_SECONDS (120) must be greater than NETLOOM_NODE_WARNING_SECONDS (300)',
    ],
    [
      { NETLOOM_METRICS_RETENTION_HOURS: '0' },
      'NETLOOM_METRICS_RETENTION_HOURS must be a whole number from 1 to 8760, got "0"',
    ],
    [
      { NETLOOM_METRICS_RETENTION_HOURS: '8761' },
      'NETLOOM_METRICS_RETENTION_HOURS must be a whole number from 1 to 8760, got "8761"',
    ],
    [
      { NETLOOM_REPLICA_URL: 'http://10.0.0.11:8081' },
      'NETLOOM_REPLICA_URL runs this server as one of several, and several servers need one PostgreSQL database: ' +
        'set DATABASE_URL on each of them (SQLite serves one server only)',
    ],
    [
      { DATABASE_URL: 'postgres://db/netloom', NETLOOM_REPLICA_URL: 'ws://10.0.0.11:8081' },
      'NETLOOM_REPLICA_URL must start with http:// or https://, got "ws://10.0.0.11:8081"',
    ],
    [
      { NETLOOM_METRICS_TOKEN: 'short' },
      'NETLOOM_METRICS_TOKEN must be at least 16 characters without spaces (e.g. the output of openssl rand -hex 24)',
    ],
    [
      { NETLOOM_METRICS_TOKEN: 'has spaces in the middle of it' },
      'NETLOOM_METRICS_TOKEN must be at least 16 characters without spaces (e.g. the output of openssl rand -hex 24)',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
