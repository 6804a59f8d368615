import fastifyWebsocket from '@fastify/websocket';
import { Aedes, type AedesOptions, type AuthenticateError } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { createWebSocketStream } from 'ws';
import { ApiError } from '../../http/api-error';
import type { App } from '../../http/app-type';
import type { CredentialVerifier } from './credentials';

/** Where the embedded broker speaks MQTT over WebSocket, on the server's own port. */
export const MQTT_PATH = '/api/v1/mqtt';

/** CONNACK return codes of MQTT 3.1.1 (section 3.2.2.3). */
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;

type Authenticate = NonNullable<AedesOptions['authenticate']>;

function refusal(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

function authenticateWith(verify: CredentialVerifier, log: FastifyBaseLogger): Authenticate {
  return (client, username, password, done) => {
    const check = async () => username !== undefined && password !== undefined && verify(username, password);
    check().then(
      (accepted) => {
        if (!accepted) log.info(`MQTT client ${client.id} refused: bad username or password`);
        done(accepted ? null : refusal('bad username or password', BAD_USERNAME_OR_PASSWORD), accepted);
      },
      (error: unknown) => {
        log.error({ err: error }, `cannot check the credentials of MQTT client ${client.id}`);
        done(refusal('credentials could not be checked', SERVER_UNAVAILABLE), false);
      },
    );
  };
}

/**
 * The MQTT broker embedded in the server (aedes), served as MQTT over WebSocket at `/api/v1/mqtt`.
 * It admits the clients `verify` accepts, starts when the app is ready, and drops every client
 * before the HTTP server closes. Register it before the API and console routes: the WebSocket plugin
 * has to see them to refuse upgrades there.
 */
export async function registerEmbeddedBroker(app: App, verify: CredentialVerifier): Promise<void> {
  const broker = new Aedes({ authenticate: authenticateWith(verify, app.log) });
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
