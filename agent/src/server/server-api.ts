import {
  envelopeSchema,
  errorEnvelopeSchema,
  hostAuthTokenSchema,
  hostCheckInResponseSchema,
  registerHostResponseSchema,
  type HostAction,
  type HostCheckInRequest,
  type HostFacts,
  type RegisterHostResponse,
} from '@netloom/contract';
import type { z } from 'zod';
import { AgentError } from '../agent-error';
import { checked, parsedJson } from '../checked';
import { answerSizeProblem, MAX_ANSWER_BYTES } from './answer-size';
import { certificateProblem, refusePlainConnection, SYSTEM_TRUST, type ServerTrust } from './connection-policy';
import { AnswerTooLarge, CallTimeout, httpCall, type HttpAnswer } from './http-call';

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

/** The server's answer cannot be used: too large, not JSON, or not what the contract says it is. */
export class UnreadableAnswer extends AgentError {
  constructor(readonly problem: string) {
    super(`refused the server's answer: ${problem}`);
  }
}

/** The server answered with a certificate this host does not accept. */
export class ServerNotTrusted extends AgentError {}

const TIMEOUT_MS = 10_000;

/** The message of the server's error envelope, or null when the body is none (a proxy's page, say). */
function messageOf(body: string): string | null {
  const error = checked(errorEnvelopeSchema, parsedJson(body));
  return 'value' in error && error.value.Message !== '' ? error.value.Message : null;
}

/** The host side of the server's API (docs/architecture.md, Host protocol), over HTTP with the host's own token. */
export class ServerApi {
  private token: string | null = null;

  /**
   * `url` is where calls go; the running agent moves it when the server's address changes. `trust`:
   * the CA the server's certificate must chain to, and whether plain http beyond loopback is allowed.
   */
  constructor(
    public url: string,
    private readonly credentials: { id: string; password: string } | null = null,
    private readonly trust: ServerTrust = SYSTEM_TRUST,
  ) {}

  private async call(method: string, path: string, body?: unknown, token?: string): Promise<unknown> {
    refusePlainConnection(this.url, this.trust);
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    let answer: HttpAnswer;
    try {
      answer = await httpCall(`${this.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        ca: this.trust.ca,
        timeoutMs: TIMEOUT_MS,
        maxBytes: MAX_ANSWER_BYTES,
      });
    } catch (error) {
      if (error instanceof AnswerTooLarge) {
        throw new UnreadableAnswer(answerSizeProblem(error.bytes) ?? error.message);
      }
      const { code, message } = error as NodeJS.ErrnoException;
      const problem = certificateProblem(code, this.url);
      if (problem !== null) throw new ServerNotTrusted(problem);
      const reason = error instanceof CallTimeout ? message : (code ?? message);
      throw new ServerUnreachable(`cannot reach the server at ${this.url}: ${reason}`);
    }
    const { status, text } = answer;
    if (status < 200 || status > 299) {
      throw new ServerRefusal(status, `the server refused (${status}): ${messageOf(text) ?? text}`);
    }
    if (text === '') return null;
    const received = parsedJson(text);
    if (received === undefined) throw new UnreadableAnswer('it is not JSON');
    return received;
  }

  /** A call whose answer must pass `schema`; an UnreadableAnswer naming its first problem otherwise. */
  private async checkedCall<T>(schema: z.ZodType<T>, answer: Promise<unknown>): Promise<T> {
    const result = checked(schema, await answer);
    if ('problem' in result) {
      throw new UnreadableAnswer(`it does not fit the contract (${result.problem})`);
    }
    return result.value;
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
    const reply = await this.checkedCall(
      envelopeSchema(hostAuthTokenSchema),
      this.call('POST', '/api/hosts/adm/authenticate', this.credentials),
    );
    return reply.Response.AuthToken;
  }

  register(token: string, facts: HostFacts): Promise<RegisterHostResponse> {
    return this.checkedCall(
      registerHostResponseSchema,
      this.call('POST', `/api/v1/host/register/${encodeURIComponent(token)}`, facts),
    );
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
    const reply = await this.checkedCall(
      envelopeSchema(hostCheckInResponseSchema),
      this.asHost('PUT', `/api/v1/fallback/host/${this.credentials?.id}`, { Action: 'CHECK_IN', Host: facts }),
    );
    return reply.Response.actions;
  }

  /** Sends a report about this host: its facts, its metrics, or its leaving (docs/architecture.md, Host protocol). */
  async report(body: HostCheckInRequest): Promise<void> {
    await this.asHost('PUT', `/api/v1/fallback/host/${this.credentials?.id}`, body);
  }

  /** Deletes this host and its nodes on the server. */
  leave(): Promise<void> {
    return this.report({ Action: 'DELETE_HOST' });
  }
}
