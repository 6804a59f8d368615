import type { z } from 'zod';

/** JSON text as a value, or undefined when it is not JSON. */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A part of a problem's path as one short line: a key sent by the server may hold anything. */
function pathPart(part: PropertyKey): string {
  const text = JSON.stringify(String(part)).slice(1, -1);
  return text.length <= 64 ? text : `${text.slice(0, 63)}…`;
}

/**
 * A value that passed its schema, or why it did not: the path and message of its first problem
 * (`host_peers.0.PublicKey: must be a WireGuard key ...`), for one log line.
 */
export function checked<T>(schema: z.ZodType<T>, received: unknown): { value: T } | { problem: string } {
  const result = schema.safeParse(received);
  if (result.success) return { value: result.data };
  const [issue] = result.error.issues;
  const path = issue.path.map(pathPart).join('.');
  return { problem: path === '' ? issue.message : `${path}: ${issue.message}` };
}
