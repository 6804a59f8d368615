import { decodeEnrollmentToken } from '@netloom/contract';
import { createSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { AgentError } from '../agent-error';
import { gatherHostFacts } from '../host-facts';
import { log } from '../log';
import { refusePlainConnection } from '../server/connection-policy';
import { ServerApi, ServerUnreachable } from '../server/server-api';
import { checkState, stateFile, writeState, type AgentState } from '../state/agent-state';
import { INTERFACE_NAME_RULE, isInterfaceName } from '../state/interface-name';
import { keepServerCa, readCaFile } from '../state/server-trust';
import { generateKeyPair } from '../wireguard/key-pair';

export interface JoinOptions {
  token: string;
  server: string | null;
  endpoint: string | null;
  interfaceName: string;
  stateDir: string;
  /** The host's name in the console; the machine's host name when null. */
  name: string | null;
  /** `--ca-file`: the CA certificate (PEM) the server's certificate chains to, when not a public one. */
  caFile: string | null;
  /** `--insecure`: plain http to a server beyond loopback is allowed, now and from then on. */
  insecure: boolean;
}

const FIRST_LISTEN_PORT = 51821;

function udpPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, () => socket.close(() => resolve(true)));
  });
}

/** The first UDP port from 51821 up that nothing here listens on (docs/architecture.md, Host protocol). */
async function freeListenPort(): Promise<number> {
  for (let port = FIRST_LISTEN_PORT; port < 65535; port += 1) if (await udpPortFree(port)) return port;
  throw new AgentError('no free UDP port for WireGuard from 51821 up');
}

/** A host name as the server keeps it: lower case letters, digits and dashes, at most 62 (docs/architecture.md, Host protocol). */
function hostName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 62);
}

/** The server's URL: `--server`, else the one the enrollment token names. */
function serverUrl(options: JoinOptions): string {
  const decoded = decodeEnrollmentToken(options.token);
  if (!decoded)
    throw new AgentError('the enrollment token is not valid: copy it again from the console (Enrollment Keys)');
  const url = options.server ?? decoded.server;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new AgentError(`the server must be an http:// or https:// URL, got "${url}"`);
  }
  refusePlainConnection(url, options);
  return url.replace(/\/+$/, '');
}

/**
 * Registers this host with an enrollment token and keeps its identity (mode 0600). Nothing is
 * written unless the server accepted the host, so a refused join leaves no half-made state.
 */
export async function join(options: JoinOptions): Promise<void> {
  if (!isInterfaceName(options.interfaceName)) {
    throw new AgentError(`the interface name "${options.interfaceName}" must be ${INTERFACE_NAME_RULE}`);
  }
  if (existsSync(stateFile(options.stateDir))) {
    throw new AgentError(
      `this host has already joined (${stateFile(options.stateDir)}): use netloom-agent run, or netloom-agent leave first`,
    );
  }
  const server = serverUrl(options);
  const ca = options.caFile === null ? null : await readCaFile(options.caFile);
  const { privateKey, publicKey } = await generateKeyPair();
  const facts = await gatherHostFacts({
    interfaceName: options.interfaceName,
    endpoint: options.endpoint,
    serverUrl: server,
    listenPort: await freeListenPort(),
  });
  const reply = await new ServerApi(server, null, { ca, insecure: options.insecure })
    .register(options.token, {
      ...facts,
      name: hostName(options.name ?? hostname()),
      publickey: publicKey,
      isstatic: options.endpoint !== null,
    })
    .catch((error: unknown) => {
      if (!(error instanceof ServerUnreachable)) throw error;
      throw new AgentError(
        `${error.message}. If this host reaches the server at another address, join with --server <that address>, e.g. --server http://192.0.2.10:8081, and set it in the console (Server Settings) so that tokens carry it`,
      );
    });
  const state: AgentState = {
    server,
    serverName: reply.server_config.Server,
    broker: reply.server_config.Broker,
    hostId: reply.host_credentials.id,
    hostSecret: reply.host_credentials.password,
    privateKey,
    publicKey,
    interfaceName: options.interfaceName,
    endpoint: options.endpoint,
    ...(options.insecure ? { insecure: true } : {}),
  };
  const checked = checkState(state);
  if ('problem' in checked) {
    throw new AgentError(
      `the server's answer to the registration cannot be kept (${checked.problem}): nothing was written`,
    );
  }
  if (ca !== null) {
    await mkdir(options.stateDir, { recursive: true, mode: 0o700 });
    state.caFile = await keepServerCa(options.stateDir, ca);
  }
  await writeState(options.stateDir, state);
  const networks = reply.nodes.map((node) => `${node.network} (${node.address})`).join(', ');
  log(`joined ${server} as host ${state.hostId}${networks ? ` in ${networks}` : ''}`);
  if (options.insecure) {
    log('WARNING: joined with --insecure: plain http to the server is allowed; netloom-agent status says so too');
  }
}
