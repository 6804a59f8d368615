import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExternalBroker } from '../../config';
import type { BrokerConnection } from './broker-connection';
import type { EmbeddedBroker } from './embedded-broker';

/**
 * Accounts hosts log in to the broker with. The embedded broker checks hosts itself; an external
 * Mosquitto with its dynamic-security plugin gets one client per host from the server. On both, a
 * deleted host's connections are closed.
 */
export interface HostAccounts {
  /**
   * Gives a host its account, allowed its own topics only (docs/architecture.md, Host protocol). Never fails: a host
   * without an account still works, by pulling; the failure is logged.
   */
  add(hostId: string, secret: string): Promise<void>;
  /** Takes a deleted host's account away and closes its connections (unless managed by hand); failures are logged. */
  remove(hostId: string): Promise<void>;
}

/** For an external broker managed by hand. */
export const UNMANAGED_HOST_ACCOUNTS: HostAccounts = { add: async () => {}, remove: async () => {} };

/** The embedded broker checks each host's secret itself: a deleted host has only its connections to lose. */
export function embeddedHostAccounts(broker: EmbeddedBroker): HostAccounts {
  return { add: async () => {}, remove: async (hostId) => broker.disconnectHost(hostId) };
}

const CONTROL_TOPIC = '$CONTROL/dynamic-security/v1';
const RESPONSE_TOPIC = `${CONTROL_TOPIC}/response`;
const RESPONSE_TIMEOUT_MS = 5000;
const SERVER_ROLE = 'netloom-server';

type Command = Record<string, unknown> & { command: string };

/** The topics a host may use: read its peer updates and actions, publish its reports. */
function hostAcls(hostId: string) {
  return [
    { acltype: 'subscribePattern', topic: `peers/host/${hostId}/+`, allow: true },
    { acltype: 'subscribePattern', topic: `host/update/${hostId}/+`, allow: true },
    { acltype: 'publishClientSend', topic: `host/serverupdate/+/${hostId}`, allow: true },
  ];
}

const hostRole = (hostId: string) => `netloom-host-${hostId}`;

/**
 * Host accounts on Mosquitto through its dynamic-security plugin (`$CONTROL/dynamic-security/v1`),
 * sent by the server's client, which must be a dynamic-security admin. On each connection the server
 * gives itself a role allowed to publish the hosts' updates. Deleting a client disconnects it. Mosquitto
 * has no ACL on the retain flag, so a host may leave retained messages on the topics it may publish to.
 */
export function mosquittoHostAccounts(
  broker: BrokerConnection,
  serverUsername: string,
  log: FastifyBaseLogger,
): HostAccounts {
  const waiting = new Map<string, (error: string | null) => void>();
  broker.subscribe(RESPONSE_TOPIC, (_topic, payload) => {
    const { responses } = JSON.parse(payload.toString()) as {
      responses?: { command: string; error?: string; correlationData?: string }[];
    };
    for (const response of responses ?? []) waiting.get(response.correlationData ?? '')?.(response.error ?? null);
  });

  /** Sends commands in order; resolves once each is answered, rejecting on an error that `tolerated` does not accept. */
  async function send(commands: Command[], tolerated: (error: string) => boolean = () => false): Promise<void> {
    const answers = commands.map((command) => {
      const correlationData = randomUUID();
      command.correlationData = correlationData;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(correlationData);
          reject(new Error(`the broker did not answer ${command.command} within ${RESPONSE_TIMEOUT_MS / 1000} s`));
        }, RESPONSE_TIMEOUT_MS);
        waiting.set(correlationData, (error) => {
          clearTimeout(timer);
          waiting.delete(correlationData);
          if (error && !tolerated(error)) reject(new Error(`the broker refused ${command.command}: ${error}`));
          else resolve();
        });
      });
    });
    await broker.publish(CONTROL_TOPIC, JSON.stringify({ commands }), { qos: 1 });
    await Promise.all(answers);
  }

  const already = (error: string) => /already/i.test(error);
  const logged = (what: string) => (error: unknown) => log.warn({ err: error }, what);
  /** Hosts registered while the broker was out of reach: their accounts are made on reconnection (secrets stay in memory only). */
  const unmade = new Map<string, string>();

  function make(hostId: string, secret: string): Promise<void> {
    if (!broker.isConnected()) {
      unmade.set(hostId, secret);
      return Promise.resolve();
    }
    unmade.delete(hostId);
    return send([
      { command: 'createRole', rolename: hostRole(hostId), acls: hostAcls(hostId) },
      { command: 'createClient', username: hostId, password: secret, roles: [{ rolename: hostRole(hostId) }] },
    ]).catch(logged(`cannot make host ${hostId} an account on the MQTT broker; it pulls its updates instead`));
  }
  broker.onConnect(() => {
    const acls = ['peers/host/#', 'host/update/#'].map((topic) => ({
      acltype: 'publishClientSend',
      topic,
      allow: true,
    }));
    send(
      [
        { command: 'createRole', rolename: SERVER_ROLE, acls },
        { command: 'addClientRole', username: serverUsername, rolename: SERVER_ROLE },
      ],
      already,
    ).catch((error: unknown) => log.error({ err: error }, 'cannot give the server its role on the MQTT broker'));
    for (const [hostId, secret] of unmade) void make(hostId, secret);
  });

  return {
    add: make,
    remove: (hostId) => {
      unmade.delete(hostId);
      return send(
        [
          { command: 'deleteClient', username: hostId },
          { command: 'deleteRole', rolename: hostRole(hostId) },
        ],
        (error) => /not found/i.test(error),
      ).catch(logged(`cannot remove the MQTT broker account of deleted host ${hostId}`));
    },
  };
}

/** The host accounts an external broker needs, as configured. */
export function externalHostAccounts(
  external: ExternalBroker,
  broker: BrokerConnection,
  log: FastifyBaseLogger,
): HostAccounts {
  if (external.hostAccounts !== 'mosquitto-dynsec') return UNMANAGED_HOST_ACCOUNTS;
  return mosquittoHostAccounts(broker, external.username ?? '', log);
}
