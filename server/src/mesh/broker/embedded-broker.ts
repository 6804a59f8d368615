import fastifyWebsocket from '@fastify/websocket';
import { Aedes, type AedesOptions, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { createWebSocketStream } from 'ws';
import { ApiError } from '../../api-error';
import type { App } from '../../http/app-type';
import type { ClientIdentity, CredentialVerifier } from './credentials';
import { refuseOversizedPackets } from './oversized-packets';
import { MAX_SERVER_PACKET_BYTES } from './packet-limits';
import { hostMayPublish, hostMaySubscribe, type HostTopicScope } from './topic-access';

/** Who may connect, and what a host's topics are (read when it publishes or subscribes). */
export interface BrokerPolicy {
  verify: CredentialVerifier;
  hostScope(hostId: string): Promise<HostTopicScope>;
}

/** What the server tells the running embedded broker about its hosts. */
export interface EmbeddedBroker {
  /** Closes every connection the host has at once: it was deleted. */
  disconnectHost(hostId: string): void;
  /** How many hosts are connected now (each counted once, however many connections it has). */
  connectedHosts(): number;
}

/** Where the embedded broker speaks MQTT over WebSocket, on the server's own port. */
export const MQTT_PATH = '/api/v1/mqtt';

/** CONNACK return codes of MQTT 3.1.1 (section 3.2.2.3). */
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;

type Authenticate = NonNullable<AedesOptions['authenticate']>;
type AuthorizePublish = NonNullable<AedesOptions['authorizePublish']>;
type AuthorizeSubscribe = NonNullable<AedesOptions['authorizeSubscribe']>;

function refusal(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

function authenticateWith(
  verify: CredentialVerifier,
  identities: WeakMap<Client, ClientIdentity>,
  log: FastifyBaseLogger,
): Authenticate {
  return (client, username, password, done) => {
    const check = async () => (username !== undefined && password !== undefined ? verify(username, password) : null);
    check().then(
      (identity) => {
        if (identity) identities.set(client, identity);
        else log.info(`MQTT client ${client.id} refused: bad username or password`);
        done(identity ? null : refusal('bad username or password', BAD_USERNAME_OR_PASSWORD), identity !== null);
      },
      (error: unknown) => {
        log.error({ err: error }, `cannot check the credentials of MQTT client ${client.id}`);
        done(refusal('credentials could not be checked', SERVER_UNAVAILABLE), false);
      },
    );
  };
}

/** Whether a client may do `action` on a topic: the server's client always, a host only as `allowed` says. */
function allowing(
  policy: BrokerPolicy,
  identities: WeakMap<Client, ClientIdentity>,
  log: FastifyBaseLogger,
  action: string,
  allowed: (scope: HostTopicScope, topic: string) => boolean,
) {
  return async (client: Client | null, topic: string): Promise<boolean> => {
    const identity = client ? identities.get(client) : undefined;
    if (!identity) return false;
    if (identity.kind === 'server') return true;
    const permitted = allowed(await policy.hostScope(identity.hostId), topic);
    if (!permitted) log.info(`MQTT host ${identity.hostId} refused ${action} ${topic}`);
    return permitted;
  };
}

function authorizers(policy: BrokerPolicy, identities: WeakMap<Client, ClientIdentity>, log: FastifyBaseLogger) {
  const mayPublish = allowing(policy, identities, log, 'publishing to', hostMayPublish);
  // A retained message stays for every later subscriber: only the server's client retains (each host's update).
  const mayRetain = allowing(policy, identities, log, 'retaining a message on', () => false);
  const maySubscribe = allowing(policy, identities, log, 'subscribing to', hostMaySubscribe);
  const authorizePublish: AuthorizePublish = (client, packet, done) => {
    (packet.retain ? mayRetain : mayPublish)(client, packet.topic).then(
      (permitted) => done(permitted ? null : new Error(`not allowed to publish to ${packet.topic}`)),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
  const authorizeSubscribe: AuthorizeSubscribe = (client, subscription, done) => {
    maySubscribe(client, subscription.topic).then(
      (permitted) => done(null, permitted ? subscription : null),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
  return { authorizePublish, authorizeSubscribe };
}

/** Keeps the connected clients, to close a deleted host's at once and to count the hosts connected. */
function trackConnections(broker: Aedes, identities: WeakMap<Client, ClientIdentity>): EmbeddedBroker {
  const connected = new Set<Client>();
  broker.on('client', (client) => connected.add(client));
  broker.on('clientDisconnect', (client) => connected.delete(client));
  const hostIdOf = (client: Client) => {
    const identity = identities.get(client);
    return identity?.kind === 'host' ? identity.hostId : undefined;
  };
  return {
    disconnectHost(hostId) {
      for (const client of connected) if (hostIdOf(client) === hostId) client.close();
    },
    connectedHosts() {
      const hostIds = new Set([...connected].map(hostIdOf));
      hostIds.delete(undefined);
      return hostIds.size;
    },
  };
}

/**
 * The MQTT broker embedded in the server (aedes), served as MQTT over WebSocket at `/api/v1/mqtt`.
 * It admits the clients the policy's verifier accepts, keeps hosts to their own topics and packet
 * sizes (`oversized-packets.ts`), starts when the app is ready, and drops every client before the HTTP
 * server closes. Register it before the API and console routes: the WebSocket plugin has to see
 * them to refuse upgrades there.
 */
export async function registerEmbeddedBroker(app: App, policy: BrokerPolicy): Promise<EmbeddedBroker> {
  const identities = new WeakMap<Client, ClientIdentity>();
  const broker = new Aedes({
    authenticate: authenticateWith(policy.verify, identities, app.log),
    ...authorizers(policy, identities, app.log),
  });
  app.addHook('onReady', () => broker.listen());
  app.addHook('preClose', (done) => broker.close(() => done()));
  // No WebSocket message needs to be larger than the largest packet; ws buffers a whole message before handing it on.
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_SERVER_PACKET_BYTES } });
  app.route({
    method: 'GET',
    url: MQTT_PATH,
    // MQTT clients authenticate in their CONNECT packet; the broker checks them.
    config: { access: 'public' },
    handler: async (_request, reply) => {
      reply.header('Upgrade', 'websocket');
      throw new ApiError(426, `${MQTT_PATH} is the MQTT broker: connect with an MQTT client over WebSocket`);
    },
    wsHandler: (socket, request) => {
      const stream = createWebSocketStream(socket);
      const client = broker.handle(stream, request.raw);
      refuseOversizedPackets(socket, stream, () => identities.get(client), app.log);
    },
  });
  return trackConnections(broker, identities);
}
