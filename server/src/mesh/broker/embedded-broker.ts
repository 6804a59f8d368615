import fastifyWebsocket from '@fastify/websocket';
import { Aedes, type AedesOptions, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { createWebSocketStream } from 'ws';
import { ApiError } from '../../http/api-error';
import type { App } from '../../http/app-type';
import type { ClientIdentity, CredentialVerifier } from './credentials';
import { hostMayPublish, hostMaySubscribe, type HostTopicScope } from './topic-access';

/** Who may connect, and what a host's topics are (read when it publishes or subscribes). */
export interface BrokerPolicy {
  verify: CredentialVerifier;
  hostScope(hostId: string): Promise<HostTopicScope>;
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

/** Whether a client may use a topic: the server's client always, a host only within its scope. */
function allowing(
  policy: BrokerPolicy,
  identities: WeakMap<Client, ClientIdentity>,
  log: FastifyBaseLogger,
  allowed: (scope: HostTopicScope, topic: string) => boolean,
) {
  return async (client: Client | null, topic: string): Promise<boolean> => {
    const identity = client ? identities.get(client) : undefined;
    if (!identity) return false;
    if (identity.kind === 'server') return true;
    const permitted = allowed(await policy.hostScope(identity.hostId), topic);
    if (!permitted) log.info(`MQTT host ${identity.hostId} refused topic ${topic}`);
    return permitted;
  };
}

function authorizers(policy: BrokerPolicy, identities: WeakMap<Client, ClientIdentity>, log: FastifyBaseLogger) {
  const mayPublish = allowing(policy, identities, log, hostMayPublish);
  const maySubscribe = allowing(policy, identities, log, hostMaySubscribe);
  const authorizePublish: AuthorizePublish = (client, packet, done) => {
    mayPublish(client, packet.topic).then(
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

/**
 * The MQTT broker embedded in the server (aedes), served as MQTT over WebSocket at `/api/v1/mqtt`.
 * It admits the clients the policy's verifier accepts, keeps hosts to their own topics, starts
 * when the app is ready, and drops every client before the HTTP server closes. Register it before the API and console routes: the WebSocket plugin
 * has to see them to refuse upgrades there.
 */
export async function registerEmbeddedBroker(app: App, policy: BrokerPolicy): Promise<void> {
  const identities = new WeakMap<Client, ClientIdentity>();
  const broker = new Aedes({
    authenticate: authenticateWith(policy.verify, identities, app.log),
    ...authorizers(policy, identities, app.log),
  });
  app.addHook('onReady', () => broker.listen());
  app.addHook('preClose', (done) => broker.close(() => done()));
  await app.register(fastifyWebsocket);
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
      broker.handle(createWebSocketStream(socket), request.raw);
    },
  });
}
