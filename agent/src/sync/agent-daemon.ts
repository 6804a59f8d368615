import {
  AGENT_DOWNLOAD_PATH,
  isPeerDelta,
  type HostCheckInRequest,
  type HostFacts,
  type HostPeerUpdate,
} from '@netloom/contract';
import { AgentError, errorText } from '../agent-error';
import { HostDns } from '../dns';
import { removeFirewall } from '../firewall';
import { gatherHostFacts, serverAddress } from '../host-facts';
import { log } from '../log';
import { ServerApi, ServerRefusal, UnreadableAnswer } from '../server/server-api';
import { serverTrust } from '../state/server-trust';
import { readState, writeState } from '../state/agent-state';
import { readStatus, writeStatus, type AgentStatus, type UpdateChannel } from '../state/agent-status';
import { removeInterface } from '../wireguard';
import { generateKeyPair } from '../wireguard/key-pair';
import { createApplier } from './applier';
import { receivePeerMessage } from './peer-deltas';
import { brokerAddresses } from './broker-addresses';
import { openBrokerChannel } from './broker-channel';
import { followDns } from './dns-follow';
import { followMesh } from './follow-mesh';
import { measurePeers } from './measure-peers';
import { PathProbeResponder } from '../nat/path-probe';
import { isActive, nodeAddresses } from './desired-state';
import { createNatWatch, NAT_TYPE_WORDS } from './nat-watch';
import { createPathWatch } from './path-watch';

/** How often the agent pulls while its broker connection is down, checks in and measures its peers. */
export interface DaemonTiming {
  pullSeconds: number;
  checkInSeconds: number;
  metricsSeconds: number;
  /** How often the agent asks STUN whether its public address changed. */
  natCheckSeconds: number;
  /** How often it looks at the path to every peer (see `path-watch.ts`). */
  pathCheckSeconds: number;
}

/** A changed firewall or DNS is reported after this long, up to twice it (see `reportSoon`). */
const REPORT_DELAY_MS = 1000;

export const DEFAULT_TIMING: DaemonTiming = {
  pullSeconds: 30,
  checkInSeconds: 60,
  metricsSeconds: 60,
  natCheckSeconds: 30,
  pathCheckSeconds: 2,
};

/** The server no longer knows this host: it was deleted there. */
function isForgotten(error: unknown): boolean {
  return error instanceof ServerRefusal && (error.status === 401 || error.status === 404);
}

/**
 * The running agent (docs/architecture.md, Host protocol): checks in, pulls once, then follows its retained peer
 * updates over MQTT, pulling every `pullSeconds` while the broker is out of reach; checks in over
 * HTTP every `checkInSeconds` (the answer carries the actions left for it) and reports what it
 * measures of its peers every `metricsSeconds`. What its firewall holds and what it serves of DNS go
 * with every check-in, and to the server at once when they change. Resolves when stopped by SIGTERM
 * or SIGINT, leaving the interface and firewall in place (a restart applies the same again) but the
 * host's resolver as it found it (nobody answers the mesh's names meanwhile); rejects when the
 * server has deleted the host (its interface and rules are removed first).
 */
export async function runAgent(stateDir: string, timing: DaemonTiming = DEFAULT_TIMING): Promise<void> {
  const state = await readState(stateDir);
  const trust = await serverTrust(state);
  const api = new ServerApi(state.server, { id: state.hostId, password: state.hostSecret }, trust);
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
  // What it knew of its networks before a restart, to tell those it left meanwhile.
  status.mesh = await readStatus(stateDir).then(
    (before) => before?.mesh,
    (error: unknown) => void log(`${errorText(error)}; starting afresh`),
  );
  const saveStatus = () =>
    writeStatus(stateDir, status).catch((error: unknown) => log(`cannot write the status file: ${String(error)}`));
  await saveStatus();

  let channel: UpdateChannel = 'pull';
  const local = {
    privateKey: state.privateKey,
    interfaceName: state.interfaceName,
    serverAddress: await serverAddress(state.server),
  };
  const hostDns = new HostDns({ stateDir });
  // An agent killed with the resolver pointed at it left it so: put back before anything else.
  await hostDns.start();
  const applyDns = followDns(hostDns, state.interfaceName, (dns, stateChanged) => {
    status.dns = dns;
    void saveStatus();
    if (stateChanged) reportSoon('dns', { dns_status: hostDns.report() });
  });
  const paths = createPathWatch(state.interfaceName, api);
  const probeResponder = new PathProbeResponder();
  let appliedOnce = false;
  const applier = createApplier(local, {
    applied(update) {
      Object.assign(status, { channel, lastUpdateAt: new Date().toISOString(), lastError: null });
      status.mesh = followMesh(status.mesh, update);
      void saveStatus();
      paths.follow(update);
      probeResponder.listenOn(
        update.nodes
          .filter(isActive)
          .flatMap(nodeAddresses)
          .map((cidr) => cidr.split('/')[0]),
      );
      appliedOnce = true;
      // New peers are timed from now, not from the next look.
      void watchPaths();
      void applyDns(update);
    },
    failed(message) {
      status.lastError = message;
      log(message);
      void saveStatus();
    },
    firewallChanged(firewall) {
      status.firewall = firewall;
      void saveStatus();
      reportSoon('firewall', { firewall_status: firewall });
    },
    accepted(update) {
      following = following
        .then(() => follow(update))
        .catch((error: unknown) => log(`cannot follow the server to its new address: ${String(error)}`));
      return nat?.follow(update).catch((error: unknown) => log(`cannot learn the public endpoint: ${String(error)}`));
    },
  });

  /** How peers outside the LAN reach this host, unless it was given an endpoint (`--endpoint`). */
  const nat =
    state.endpoint === null
      ? createNatWatch(state.interfaceName, {
          changed(discovery) {
            status.nat = discovery;
            void saveStatus();
            log(
              discovery
                ? `seen from outside at ${discovery.endpoint.address}:${discovery.endpoint.port} (${NAT_TYPE_WORDS[discovery.natType]})`
                : 'no STUN server answers: peers outside this LAN are told its address on the way to the server',
            );
            void guarded('reporting the endpoint failed', async () =>
              report({ Action: 'UPDATE_HOST', Host: await hostFacts() }),
            );
          },
        })
      : null;

  let stop: (error?: Error) => void = () => {};
  const stopped = new Promise<void>((resolve, reject) => {
    stop = (error) => (error ? reject(error) : resolve());
  });

  async function forget(): Promise<void> {
    log('the server no longer knows this host; removing its interface and rules');
    applier.stop();
    await hostDns.stop();
    await removeInterface(state.interfaceName);
    await removeFirewall();
    stop(new AgentError('this host was deleted on the server: run netloom-agent join again to add it back'));
  }

  async function guarded(what: string, task: () => Promise<void>): Promise<void> {
    try {
      await task();
    } catch (error) {
      if (isForgotten(error)) return forget();
      status.lastError = `${what}: ${errorText(error)}`;
      log(status.lastError);
      void saveStatus();
    }
  }

  /** The first pull ends this host's failover pairs: starting afresh, it tries every peer directly. */
  let pulledOnce = false;
  const pull = () =>
    guarded('pull failed', async () => {
      channel = 'pull';
      let received: unknown;
      try {
        received = await api.pull(!pulledOnce);
      } catch (error) {
        // Too large or not JSON: refused like an update that fails its check.
        if (!(error instanceof UnreadableAnswer)) throw error;
        return applier.refuse(error.problem);
      }
      await applier.apply(received);
      pulledOnce = true;
    });

  /** A new key pair: kept, told to the server (which sends the other hosts the new key), then applied. */
  async function rotateKeys(): Promise<void> {
    const keys = await generateKeyPair();
    Object.assign(state, keys);
    await writeState(stateDir, state);
    local.privateKey = keys.privateKey;
    await api.report({ Action: 'UPDATE_HOST', Host: { publickey: keys.publicKey } });
    log('new WireGuard keys, as the server asked');
    await pull();
  }

  /** Carries out an action the server left for this host (the `host/update` topic; docs/architecture.md, Host protocol). */
  const act = (action: string) =>
    guarded(`${action} failed`, async () => {
      if (action === 'REQ_PULL') await pull();
      else if (action === 'UPDATE_KEYS') await rotateKeys();
      else
        log(
          `the server asks for ${action}: replace this agent with ${state.server}${AGENT_DOWNLOAD_PATH} and restart it`,
        );
    });

  const broker = openBrokerChannel(state, brokerAddresses(state.broker, state.server), trust, {
    update(update) {
      if (!update) return void pull();
      channel = isPeerDelta(update) ? 'delta' : 'broker';
      void receivePeerMessage(update, applier, pull);
    },
    refused: (problem) => applier.refuse(problem),
    action: (action) => void act(action),
    connection(connected, address, error) {
      Object.assign(status, { brokerConnected: connected, brokerAddress: address, brokerError: error });
      void saveStatus();
    },
  });

  /** An address the server told that this host could not reach, said once. */
  let unreachableAddress = '';
  let following = Promise.resolve();
  /**
   * Follows the server to the address an admin gave it (the update says where its API and broker
   * are now), once this host can reach it there: kept in the state, used for calls, and the broker
   * tried there first, then beside the API, then where it was.
   */
  async function follow(update: HostPeerUpdate): Promise<void> {
    if (update.API === state.server && update.Broker === state.broker) return;
    if (update.API !== state.server && !(await new ServerApi(update.API, null, trust).answers())) {
      if (unreachableAddress !== update.API) {
        log(
          `the server says its address is now ${update.API}, but this host cannot reach it there: staying with ${state.server}`,
        );
      }
      unreachableAddress = update.API;
      return;
    }
    log(`the server's address is now ${update.API} (was ${state.server}), its broker's ${update.Broker}`);
    const earlier = state.broker;
    Object.assign(state, { server: update.API, broker: update.Broker });
    await writeState(stateDir, state);
    api.url = state.server;
    local.serverAddress = await serverAddress(state.server);
    broker.moveTo(brokerAddresses(state.broker, state.server, [earlier]));
  }

  /** Sends a report over MQTT while connected, else over HTTP. */
  function report(body: HostCheckInRequest): Promise<void> {
    return broker.connected() ? broker.report(body) : api.report(body);
  }

  /**
   * Tells the server within a few seconds, the latest report of each kind only. The wait is drawn at
   * random so that a change reaching every host does not bring all their reports to the server at
   * once, while the hosts after them are still applying it. When the server cannot be reached, the
   * next check-in carries the report.
   */
  const pendingReports = new Map<'firewall' | 'dns', NodeJS.Timeout>();
  function reportSoon(kind: 'firewall' | 'dns', facts: HostFacts): void {
    clearTimeout(pendingReports.get(kind));
    pendingReports.set(
      kind,
      setTimeout(
        () =>
          void guarded(`reporting the ${kind === 'dns' ? 'DNS' : kind} failed`, () =>
            report({ Action: 'UPDATE_HOST', Host: facts }),
          ),
        REPORT_DELAY_MS * (1 + Math.random()),
      ),
    );
  }

  const hostFacts = () =>
    gatherHostFacts({
      interfaceName: state.interfaceName,
      endpoint: state.endpoint,
      serverUrl: state.server,
      nat: nat?.current() ?? null,
    });

  const checkIn = () =>
    guarded('check-in failed', async () => {
      const facts = await hostFacts();
      // Until its first apply the agent knows nothing of its firewall or DNS worth reporting.
      const firewall = status.firewall ? { firewall_status: status.firewall } : {};
      const dns = status.dns ? { dns_status: hostDns.report() } : {};
      const actions = await api.checkIn({ ...facts, publickey: state.publicKey, ...firewall, ...dns });
      status.lastCheckInAt = new Date().toISOString();
      void saveStatus();
      for (const action of actions) await act(action);
    });

  /** Looks at every peer's path (once the interface is up) and keeps what it found for `status`. */
  const watchPaths = () =>
    guarded('watching the paths to the peers failed', async () => {
      if (!appliedOnce) return;
      await paths.check();
      const found = paths.paths();
      if (JSON.stringify(found) === JSON.stringify(status.paths)) return;
      status.paths = found;
      void saveStatus();
    });

  const measure = () =>
    guarded('measuring the peers failed', async () => {
      const peers = await measurePeers(state.interfaceName);
      await report({ Action: 'UPDATE_METRICS', Metrics: { interval_seconds: timing.metricsSeconds, peers } });
      status.latencies = Object.fromEntries(peers.map((peer) => [peer.publickey, peer.latency_ms]));
      void saveStatus();
    });

  await checkIn();
  await pull();
  const timers = [
    setInterval(() => void (broker.connected() || pull()), timing.pullSeconds * 1000),
    setInterval(() => void checkIn(), timing.checkInSeconds * 1000),
    setInterval(() => void measure(), timing.metricsSeconds * 1000),
    setInterval(
      () => void guarded('checking the public endpoint failed', async () => nat?.check()),
      timing.natCheckSeconds * 1000,
    ),
    setInterval(() => void watchPaths(), timing.pathCheckSeconds * 1000),
  ];
  const onSignal = () => stop();
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  try {
    await stopped;
  } finally {
    timers.forEach(clearInterval);
    pendingReports.forEach(clearTimeout);
    applier.stop();
    paths.close();
    probeResponder.close();
    await hostDns.stop();
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    await broker.close();
  }
}
