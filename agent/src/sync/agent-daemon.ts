import { hostPeerUpdateTopic, type HostPeerUpdate } from '@netloom/contract';
import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { AgentError } from '../agent-error';
import { removeFirewall } from '../firewall';
import { gatherHostFacts, serverAddress } from '../host-facts';
import { log } from '../log';
import { ServerApi, ServerRefusal } from '../server/server-api';
import { readState, type AgentState } from '../state/agent-state';
import { writeStatus, type AgentStatus, type UpdateChannel } from '../state/agent-status';
import { removeInterface } from '../wireguard';
import { createApplier } from './applier';

/** How often the agent pulls while its broker connection is down, and checks in. */
export interface DaemonTiming {
  pullSeconds: number;
  checkInSeconds: number;
}

export const DEFAULT_TIMING: DaemonTiming = { pullSeconds: 30, checkInSeconds: 60 };

/** The server no longer knows this host: it was deleted there. */
function isForgotten(error: unknown): boolean {
  return error instanceof ServerRefusal && (error.status === 401 || error.status === 404);
}

/**
 * The running agent (dataplane 2.4-2.5): checks in, pulls once, then follows its retained peer
 * updates over MQTT, pulling every `pullSeconds` while the broker is out of reach, and checks in
 * every `checkInSeconds`. Resolves when stopped by SIGTERM or SIGINT; rejects when the server has
 * deleted the host (its interface and rules are removed first).
 */
export async function runAgent(stateDir: string, timing: DaemonTiming = DEFAULT_TIMING): Promise<void> {
  const state: AgentState = await readState(stateDir);
  const api = new ServerApi(state.server, { id: state.hostId, password: state.hostSecret });
  const status: AgentStatus = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    brokerConnected: false,
    channel: null,
    lastUpdateAt: null,
    lastCheckInAt: null,
    lastError: null,
    latencies: {},
  };
  const saveStatus = () =>
    writeStatus(stateDir, status).catch((error: unknown) => log(`cannot write the status file: ${String(error)}`));
  await saveStatus();

  let channel: UpdateChannel = 'pull';
  const apply = createApplier(
    {
      privateKey: state.privateKey,
      interfaceName: state.interfaceName,
      serverAddress: await serverAddress(state.server),
    },
    (error) => {
      status.lastError = error ? error.message : null;
      if (error) log(`could not apply the configuration: ${error.message}`);
      else Object.assign(status, { channel, lastUpdateAt: new Date().toISOString() });
      void saveStatus();
    },
  );

  let stop: (error?: Error) => void = () => {};
  const stopped = new Promise<void>((resolve, reject) => {
    stop = (error) => (error ? reject(error) : resolve());
  });

  async function forget(): Promise<void> {
    log('the server no longer knows this host; removing its interface and rules');
    await removeInterface(state.interfaceName);
    await removeFirewall();
    stop(new AgentError('this host was deleted on the server: run netloom-agent join again to add it back'));
  }

  async function guarded(what: string, task: () => Promise<void>): Promise<void> {
    try {
      await task();
    } catch (error) {
      if (isForgotten(error)) return forget();
      status.lastError = `${what}: ${error instanceof Error ? error.message : String(error)}`;
      log(status.lastError);
      void saveStatus();
    }
  }

  const pull = () =>
    guarded('pull failed', async () => {
      channel = 'pull';
      await apply(await api.pull());
    });
  const checkIn = () =>
    guarded('check-in failed', async () => {
      const facts = await gatherHostFacts({
        interfaceName: state.interfaceName,
        endpoint: state.endpoint,
        serverUrl: state.server,
      });
      await api.checkIn(facts);
      status.lastCheckInAt = new Date().toISOString();
      void saveStatus();
    });

  await checkIn();
  await pull();

  const client = mqtt.connect(state.broker, {
    clientId: `netloom-agent-${randomBytes(6).toString('hex')}`,
    username: state.hostId,
    password: state.hostSecret,
    reconnectPeriod: 2000,
    connectTimeout: 5000,
    keepalive: 15,
  });
  const topic = hostPeerUpdateTopic(state.hostId, state.serverName);
  client.on('connect', () => {
    status.brokerConnected = true;
    log(`connected to the broker at ${state.broker}`);
    void saveStatus();
    client.subscribe(topic, { qos: 1 }, (error) => error && log(`cannot subscribe to ${topic}: ${error.message}`));
  });
  client.on('close', () => {
    if (status.brokerConnected) log('lost the broker connection; pulling until it is back');
    status.brokerConnected = false;
    void saveStatus();
  });
  client.on('error', () => {});
  client.on('message', (_topic, payload) => {
    if (payload.length === 0) return void pull();
    let update: HostPeerUpdate;
    try {
      update = JSON.parse(payload.toString()) as HostPeerUpdate;
    } catch {
      return log(`ignored an update on ${topic} that is not JSON`);
    }
    channel = 'broker';
    void apply(update);
  });

  const pulling = setInterval(() => {
    if (!client.connected) void pull();
  }, timing.pullSeconds * 1000);
  const checkingIn = setInterval(() => void checkIn(), timing.checkInSeconds * 1000);
  const onSignal = () => stop();
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  try {
    await stopped;
  } finally {
    clearInterval(pulling);
    clearInterval(checkingIn);
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    await client.endAsync(true);
  }
}
