import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IClientPublishOptions, type MqttClient } from 'mqtt';

/** What the server's client logs in with; an external broker may need neither. */
export interface BrokerLogin {
  username: string | null;
  password: string | null;
}

/** The server's own MQTT client: what it publishes to hosts goes through here. */
export interface BrokerConnection {
  readonly login: BrokerLogin;
  /**
   * Connects to the broker at this URL and keeps reconnecting until `close`. `itself`: the URL is the
   * server's own port on loopback, where its certificate (which names its public address) is not checked.
   */
  open(url: string, itself?: boolean): void;
  /**
   * Subscribes to a topic filter for as long as the client runs (again after each reconnection) and
   * hands each message on it to `handler`.
   */
  subscribe(filter: string, handler: (topic: string, payload: Buffer) => void): void;
  /** Calls `listener` each time the client (re)connects. */
  onConnect(listener: () => void): void;
  /** Whether the client is connected to the broker right now. */
  isConnected(): boolean;
  publish(topic: string, message: string | Buffer, options?: IClientPublishOptions): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_SECONDS = 2;
const CONNECT_TIMEOUT_SECONDS = 10;

/** Whether an MQTT topic matches a filter with `+` (one level) and `#` (the rest) wildcards. */
export function topicMatches(filter: string, topic: string): boolean {
  const wanted = filter.split('/');
  const levels = topic.split('/');
  for (let index = 0; index < wanted.length; index += 1) {
    if (wanted[index] === '#') return true;
    if (index >= levels.length || (wanted[index] !== '+' && wanted[index] !== levels[index])) return false;
  }
  return wanted.length === levels.length;
}

/** The URL without any user name or password in it, for logs. */
function withoutUserInfo(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/** Logs the first failure after a success (or at start), each success, and each lost connection. */
function logConnectionChanges(client: MqttClient, url: string, log: FastifyBaseLogger): void {
  const broker = `the MQTT broker at ${withoutUserInfo(url)}`;
  let connected: boolean | undefined;
  client.on('connect', () => {
    connected = true;
    log.info(`connected to ${broker}`);
  });
  client.on('error', (error) => {
    const message = `cannot connect to ${broker}: ${error.message}; retrying every ${RECONNECT_SECONDS} s`;
    if (connected === false) log.debug(message);
    else log.warn(message);
    connected = false;
  });
  client.on('close', () => {
    if (connected !== true || client.disconnecting) return;
    connected = false;
    log.warn(`lost the connection to ${broker}; reconnecting`);
  });
}

/**
 * The server's client of the broker. `maxMessageBytes`, where the broker's limit is known (the embedded
 * one), refuses a larger message before sending it: the broker would drop the connection instead.
 */
export function createBrokerConnection(
  login: BrokerLogin,
  log: FastifyBaseLogger,
  maxMessageBytes?: number,
): BrokerConnection {
  let client: MqttClient | undefined;
  const connectListeners: (() => void)[] = [];
  const subscriptions: { filter: string; handler: (topic: string, payload: Buffer) => void }[] = [];
  return {
    login,
    open(url, itself = false) {
      client = mqtt.connect(url, {
        rejectUnauthorized: !itself,
        clientId: `netloom-server-${randomBytes(6).toString('hex')}`,
        username: login.username ?? undefined,
        password: login.password ?? undefined,
        reconnectPeriod: RECONNECT_SECONDS * 1000,
        reconnectOnConnackError: true,
        connectTimeout: CONNECT_TIMEOUT_SECONDS * 1000,
      });
      logConnectionChanges(client, url, log);
      const opened = client;
      opened.on('connect', () => {
        for (const { filter } of subscriptions) {
          opened.subscribe(
            filter,
            { qos: 1 },
            (error) => error && log.error({ err: error }, `cannot subscribe to ${filter}`),
          );
        }
        connectListeners.forEach((listener) => listener());
      });
      opened.on('message', (topic, payload) => {
        for (const { filter, handler } of subscriptions) if (topicMatches(filter, topic)) handler(topic, payload);
      });
    },
    subscribe: (filter, handler) => subscriptions.push({ filter, handler }),
    onConnect: (listener) => connectListeners.push(listener),
    isConnected: () => client?.connected ?? false,
    async publish(topic, message, options) {
      if (!client?.connected) throw new Error('the server is not connected to the MQTT broker');
      const size = Buffer.byteLength(message);
      if (maxMessageBytes !== undefined && size > maxMessageBytes) {
        throw new Error(`the message on ${topic} has ${size} bytes, over the ${maxMessageBytes} the broker takes`);
      }
      await client.publishAsync(topic, message, options);
    },
    async close() {
      await client?.endAsync(true);
    },
  };
}
