import type { AddressInfo } from 'node:net';
import type { Config } from '../../config';
import type { App } from '../../http/app-type';
import { createBrokerConnection, type BrokerConnection } from './broker-connection';
import { acceptAny, acceptOnly, type BrokerCredentials } from './credentials';
import { MQTT_PATH, registerEmbeddedBroker } from './embedded-broker';
import { embeddedHostAccounts, externalHostAccounts, type HostAccounts } from './host-accounts';
import { acceptHosts, type HostSecretLookup } from './host-credentials';
import { MAX_UPDATE_BYTES } from './packet-limits';
import type { HostTopicScope } from './topic-access';

/** What the embedded broker reads about hosts: their secret hashes and their nodes. */
export interface BrokerHostDirectory {
  secretHashOf: HostSecretLookup;
  scopeOf(hostId: string): Promise<HostTopicScope>;
}

/**
 * The embedded broker's URL as the server itself reaches it: its own address, loopback when it listens
 * on all; `wss` when it serves HTTPS.
 */
function embeddedBrokerUrl(address: AddressInfo, tls: boolean): string {
  const unspecified: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  const host = unspecified[address.address] ?? address.address;
  return `${tls ? 'wss' : 'ws'}://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}${MQTT_PATH}`;
}

function connectOnListen(app: App, connection: BrokerConnection, url: () => string, itself = false): BrokerConnection {
  app.addHook('onListen', async () => connection.open(url(), itself));
  app.addHook('preClose', () => connection.close());
  return connection;
}

/** The server's MQTT client, and how hosts get and lose their place on the broker. */
export interface BrokerSetup {
  connection: BrokerConnection;
  hostAccounts: HostAccounts;
  /** How many hosts are connected to the embedded broker now; null with an external one, which the server cannot see. */
  connectedHosts(): number | null;
}

/**
 * Sets up MQTT for the server: the embedded broker unless an external one is configured, and the
 * server's own client, which connects once the server listens and disconnects before it closes.
 * The embedded broker admits the server's clients (`credentials`) and registered hosts (host id and secret).
 * Call before registering the API and console routes (see `registerEmbeddedBroker`).
 */
export async function registerBroker(
  app: App,
  config: Config,
  hosts: BrokerHostDirectory,
  credentials: BrokerCredentials,
): Promise<BrokerSetup> {
  const external = config.externalBroker;
  if (external) {
    const connection = connectOnListen(app, createBrokerConnection(external, app.log), () => external.url);
    return {
      connection,
      hostAccounts: externalHostAccounts(external, connection, app.log),
      connectedHosts: () => null,
    };
  }
  const embedded = await registerEmbeddedBroker(app, {
    verify: acceptAny(acceptOnly(credentials), acceptHosts(hosts.secretHashOf)),
    hostScope: hosts.scopeOf,
  });
  const connection = connectOnListen(
    app,
    createBrokerConnection(credentials, app.log, MAX_UPDATE_BYTES),
    () => embeddedBrokerUrl(app.server.address() as AddressInfo, config.tls !== null),
    true,
  );
  return { connection, hostAccounts: embeddedHostAccounts(embedded), connectedHosts: () => embedded.connectedHosts() };
}
