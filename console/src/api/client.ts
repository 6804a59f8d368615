import { envelopeSchema } from '@netloom/contract';
import type { z } from 'zod';
import { endSession, getSession, replaceToken } from '../session/session';
import { i18n } from '../i18n';
import { ApiError } from './errors';
import { serverMessage } from './serverMessage';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** The login call: a 401 there is a wrong password, not an expired session. */
  isLogin?: boolean;
  /** Aborts the call, or the reading of a stream. */
  signal?: AbortSignal;
  /**
   * A 401 ends the session at once, without waiting for a renewed token: for the call that renews it,
   * and for one sent again with the new token already.
   */
  noRetry?: boolean;
}

let renewal: Promise<unknown> | null = null;

/**
 * Runs a change that ends this session and signs in anew (the user's own new password), resolving to
 * what `work` made. Calls refused meanwhile for the old token wait for the new one and are sent again,
 * instead of signing the user out.
 */
export async function renewingSession<T>(work: () => Promise<{ value: T; jwt: string }>): Promise<T> {
  const renewed = work().then(({ value, jwt }) => {
    replaceToken(jwt);
    return value;
  });
  renewal = renewed;
  try {
    return await renewed;
  } finally {
    renewal = null;
  }
}

/** A call refused with a token that is (or is about to be) replaced: resolves once the new one is in place. */
function tokenRenewed(usedJwt: string): Promise<unknown> | null {
  if (renewal) return renewal.catch(() => undefined);
  return usedJwt !== getSession().jwt ? Promise.resolve() : null;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
    : '';
  return `${getSession().baseUrl}${path}${search ? `?${search}` : ''}`;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends the call with the session's token; a failed answer throws with the server's message. */
async function fetchOk(path: string, options: RequestOptions): Promise<Response> {
  const { jwt } = getSession();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (jwt) headers.Authorization = `Bearer ${jwt}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    throw new ApiError(i18n.t('errors.unreachable'), 'network');
  }
  if (!response.ok) {
    const renewed = response.status === 401 && !options.noRetry ? tokenRenewed(jwt) : null;
    if (renewed && !options.isLogin) {
      await renewed;
      return fetchOk(path, { ...options, noRetry: true });
    }
    if (response.status === 401 && !options.isLogin) endSession();
    const fallback = `${response.status} ${response.statusText}`.trim();
    throw new ApiError(serverMessage(parseBody(await response.text()), i18n) ?? fallback, 'http', response.status);
  }
  return response;
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  return parseBody(await (await fetchOk(path, options)).text());
}

function parse<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  console.warn(`Unexpected response from ${path}`, result.error.issues);
  throw new ApiError(i18n.t('errors.invalidResponse'), 'invalid-response');
}

/** A call whose answer is bare JSON. */
export async function requestRaw<T>(schema: z.ZodType<T>, path: string, options: RequestOptions = {}): Promise<T> {
  return parse(schema, await send(path, options), path);
}

/** A call whose answer is wrapped as `{Code, Message, Response}`; resolves to `Response`. */
export async function requestEnvelope<T>(schema: z.ZodType<T>, path: string, options: RequestOptions = {}): Promise<T> {
  return parse(envelopeSchema(schema), await send(path, options), path).Response as T;
}

/** A call whose answer carries nothing the console needs. */
export async function requestVoid(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** A call whose answer is read as it arrives, such as the live-update stream. */
export function requestStream(path: string, options: RequestOptions = {}): Promise<Response> {
  return fetchOk(path, options);
}

/** A call whose answer is a file, such as an image. */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await fetchOk(path, options)).blob();
}
