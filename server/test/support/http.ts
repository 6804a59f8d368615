import { expect } from 'vitest';
import type { TestServer } from './server';

export interface RequestOptions {
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent verbatim with Content-Type application/json. */
  rawJson?: string;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  body: unknown;
}

/** Any server the tests reach over HTTP: one in this process, or one they started as a process. */
export type ReachableServer = Pick<TestServer, 'url'>;

export async function request(
  server: ReachableServer,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined || options.rawJson !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = options.rawJson ?? JSON.stringify(options.json);
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** The error envelope every failure must carry. */
/**
 * An error envelope with this status and message; `Problems`, sent beside the message when the shared rules
 * found the error, is checked where a test names them (`problemsOf`).
 */
export function errorBody(status: number, message: string) {
  return expect.objectContaining({ Code: status, Message: message, Response: null });
}

/** The codes, parameters and fields an error envelope carries beside its message (none: an empty list). */
export function problemsOf(body: unknown): unknown[] {
  return typeof body === 'object' && body !== null && 'Problems' in body && Array.isArray(body.Problems)
    ? body.Problems
    : [];
}
