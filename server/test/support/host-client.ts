/**
 * A real host client of the API, over HTTP: registers hosts with an enrollment token, logs them in
 * and checks them in, as the agent will. No test-runner imports, so browser tests (e2e/) use it too.
 */
import { generateKeyPairSync } from 'node:crypto';
import type {
  ApiHost,
  ApiNode,
  HostCheckInResponse,
  HostCredentials,
  HostFacts,
  HostServerConfig,
} from '@netloom/contract';

/** A refused call: its HTTP status and parsed body (the error envelope). */
export class HostApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const message = (body as { Message?: unknown } | null)?.Message;
    super(`host API call failed with ${status}: ${typeof message === 'string' ? message : JSON.stringify(body)}`);
    this.name = 'HostApiError';
  }
}

export interface RegisteredHost {
  host: ApiHost;
  /** One node per network of the key. */
  nodes: ApiNode[];
  serverConfig: HostServerConfig;
  /** What the host logs in with afterwards (API and MQTT). */
  credentials: HostCredentials;
}

/** A fresh WireGuard public key (x25519, base64), as `wg pubkey` prints it. */
export function wireGuardPublicKey(): string {
  const der = generateKeyPairSync('x25519').publicKey.export({ type: 'spki', format: 'der' });
  return der.subarray(der.length - 32).toString('base64');
}

let hostsMade = 0;

/** Plausible facts for a new host: a unique name and key, Linux, and whatever `overrides` says. */
export function hostFacts(overrides: HostFacts = {}): HostFacts {
  hostsMade += 1;
  return {
    name: `host-${process.pid}-${hostsMade}`,
    publickey: wireGuardPublicKey(),
    os: 'linux',
    version: '0.90.0',
    firewallinuse: 'nftables',
    listenport: 51821,
    ...overrides,
  };
}

async function call(baseUrl: string, method: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  if (!response.ok) throw new HostApiError(response.status, parsed);
  return parsed;
}

/**
 * Registers a host with an enrollment token (POST /api/v1/host/register/{token}); `facts` override
 * the generated ones. To re-register a known host, pass its `id` and `hostpass` in `facts`.
 */
export async function registerHost(
  baseUrl: string,
  token: string,
  facts: HostFacts & { id?: string; hostpass?: string } = {},
): Promise<RegisteredHost> {
  const body = facts.id ? facts : hostFacts(facts);
  const reply = (await call(baseUrl, 'POST', `/api/v1/host/register/${encodeURIComponent(token)}`, body)) as {
    requested_host: ApiHost;
    nodes: ApiNode[];
    server_config: HostServerConfig;
    host_credentials: HostCredentials;
  };
  return {
    host: reply.requested_host,
    nodes: reply.nodes,
    serverConfig: reply.server_config,
    credentials: reply.host_credentials,
  };
}

/** A 15-minute host token (POST /api/hosts/adm/authenticate). */
export async function hostToken(baseUrl: string, credentials: HostCredentials): Promise<string> {
  const reply = (await call(baseUrl, 'POST', '/api/hosts/adm/authenticate', credentials)) as {
    Response: { AuthToken: string };
  };
  return reply.Response.AuthToken;
}

/**
 * Checks a host in (PUT /api/v1/fallback/host/{id}, action CHECK_IN) with what it reports, logging
 * it in first; returns the host, its nodes and the actions left for it.
 */
export async function checkIn(
  baseUrl: string,
  credentials: HostCredentials,
  facts: HostFacts = {},
  action: 'CHECK_IN' | 'UPDATE_HOST' = 'CHECK_IN',
): Promise<HostCheckInResponse> {
  const token = await hostToken(baseUrl, credentials);
  const reply = (await call(
    baseUrl,
    'PUT',
    `/api/v1/fallback/host/${credentials.id}`,
    { Action: action, Host: facts },
    token,
  )) as {
    Response: HostCheckInResponse;
  };
  return reply.Response;
}
