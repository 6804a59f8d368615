import type { HostCredentials, HostServerConfig } from '@netloom/contract';
import type { Config } from '../../config';
import { MQTT_PATH } from '../../mesh/broker/embedded-broker';
import { stunServers } from '../../mesh/stun/stun-responder';

/**
 * Where hosts connect to MQTT: the public broker URL when set, else the external broker, else the
 * embedded one at `ws(s)://<API host>/api/v1/mqtt`.
 */
export function hostBrokerUrl(config: Pick<Config, 'apiHost' | 'externalBroker' | 'brokerPublicUrl'>): string {
  return config.brokerPublicUrl ?? config.externalBroker?.url ?? `${config.apiHost.replace(/^http/, 'ws')}${MQTT_PATH}`;
}

/** What a registered host needs from the server (docs/architecture.md, Host protocol); it logs in to MQTT with its own credentials. */
export function hostServerConfig(config: Config, credentials: HostCredentials): HostServerConfig {
  return {
    API: config.apiHost,
    APIHost: config.apiHost,
    Server: config.serverName,
    Broker: hostBrokerUrl(config),
    BrokerType: config.externalBroker ? 'external' : 'embedded',
    MQUserName: credentials.id,
    MQPassword: credentials.password,
    Version: config.version,
    Is_EE: config.edition === 'pro',
    ManageDNS: config.manageDns,
    Stun: config.stunPorts.length > 0,
    StunServers: stunServers(config),
    EndpointDetection: false,
    DefaultDomain: '',
  };
}
