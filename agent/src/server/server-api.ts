import type {
  HostAction,
  HostCheckInRequest,
  HostCheckInResponse,
  HostFacts,
  RegisterHostResponse,
} from '@netloom/contract';
import { AgentError } from '../agent-error';

/** The server refused a call: its HTTP status and its message. */
export class ServerRefusal extends AgentError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server did not answer at its address. */
export class ServerUnreachable extends AgentError {}

const TIMEOUT_MS = 10_000;

function messageOf(body: string): string | null {
  try {
    const message = (JSON.parse(body) as { Message?: unknown }).Message;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}

/** The host side of the server's API (dataplane 1.3, 1.6, 2.1, 2.5), over HTTP with the host's own token. */
export class ServerApi {
  private token: string | null = null;

  /** `url` is where calls go; the running agent moves it when the server's address changes. */
  constructor(
    public url: string,
    private readonly credentials: { id: string; password: string } | null = null,
  ) {}

  private async call(method: string, path: string, body?: unknown, token?: string): Promise<unknown> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`${this.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${TIMEOUT_MS / 1000} s`
          : (cause?.code ?? cause?.message ?? String(error));
      throw new ServerUnreachable(`cannot reach the server at ${this.url}: ${reason}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new ServerRefusal(response.status, `the server refused (${response.status}): ${messageOf(text) ?? text}`);
    }
    return text === '' ? null : JSON.parse(text);
  }

  /** Calls as the host, logging in first and again once when the 15-minute token has run out. */
  private async asHost(method: string, path: string, body?: unknown): Promise<unknown> {
    if (!this.credentials) throw new Error('this call needs the host credentials');
    for (let attempt = 0; ; attempt += 1) {
      this.token ??= await this.logIn();
      try {
        return await this.call(method, path, body, this.token);
      } catch (error) {
        if (!(error instanceof ServerRefusal) || error.status !== 401 || attempt > 0) throw error;
        this.token = null;
      }
    }
  }

  private async logIn(): Promise<string> {
    const reply = (await this.call('POST', '/api/hosts/adm/authenticate', this.credentials)) as {
      Response: { AuthToken: string };
    };
    return reply.Response.AuthToken;
  }

  register(token: string, facts: HostFacts): Promise<RegisterHostResponse> {
    return this.call(
      'POST',
      `/api/v1/host/register/${encodeURIComponent(token)}`,
      facts,
    ) as Promise<RegisterHostResponse>;
  }

  /** Whether the server answers at this address (its public status). */
  async answers(): Promise<boolean> {
    try {
      await this.call('GET', '/api/server/status');
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Everything this host must hold now (the pull fallback), as received: check it before use. With
   * `resetFailovers` its failover pairs end first, so that an agent starting afresh tries every peer directly.
   */
  pull(resetFailovers = false): Promise<unknown> {
    return this.asHost('GET', `/api/v1/host${resetFailovers ? '?reset_failovered=true' : ''}`);
  }

  /** Asks for this host's node and a peer that it cannot reach directly to go through their failover node. */
  async failOver(nodeId: string, peerId: string): Promise<void> {
    await this.asHost('POST', `/api/v1/node/${nodeId}/failover_me`, { node_id: peerId });
  }

  /** Tells the server the pair reaches each other directly again. */
  async endFailover(nodeId: string, peerId: string): Promise<void> {
    await this.asHost('DELETE', `/api/v1/node/${nodeId}/failover_me/${peerId}`);
  }

  /** Checks in with what the host reports; returns the actions the server left for it. */
  async checkIn(facts: HostFacts): Promise<HostAction[]> {
    const reply = (await this.asHost('PUT', `/api/v1/fallback/host/${this.credentials?.id}`, {
      Action: 'CHECK_IN',
      Host: facts,
    })) as { Response: HostCheckInResponse };
    return reply.Response.actions;
  }

  /** Sends a report about this host: its facts, its metrics, or its leaving (dataplane 2.5). */
  async report(body: HostCheckInRequest): Promise<void> {
    await this.asHost('PUT', `/api/v1/fallback/host/${this.credentials?.id}`, body);
  }

  /** Deletes this host and its nodes on the server. */
  leave(): Promise<void> {
    return this.report({ Action: 'DELETE_HOST' });
  }
}
