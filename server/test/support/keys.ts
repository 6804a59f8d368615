import { enrollmentKeySchema, type EnrollmentKey } from '@netloom/contract';
import { expect } from 'vitest';
import { request, type ReachableServer } from './http';

/** Creates an enrollment key through the API (unlimited unless `key` limits its uses or time). */
export async function createKey(
  server: ReachableServer,
  token: string,
  key: { tags?: string[]; networks: string[] } & Record<string, unknown>,
): Promise<EnrollmentKey> {
  const limited = key.uses_remaining !== undefined || key.expiration !== undefined;
  const body = { tags: [`key-${Math.random().toString(36).slice(2, 10)}`], unlimited: !limited, ...key };
  const reply = await request(server, 'POST', '/api/v1/enrollment-keys', { token, json: body });
  expect(reply.status, reply.text).toBe(200);
  return enrollmentKeySchema.parse(reply.body);
}

/** The token of a network's default key, as listed by the API. */
export async function defaultKeyToken(server: ReachableServer, token: string, netid: string): Promise<string> {
  const reply = await request(server, 'GET', '/api/v1/enrollment-keys', { token });
  expect(reply.status).toBe(200);
  const key = enrollmentKeySchema
    .array()
    .parse(reply.body)
    .find((candidate) => candidate.default && candidate.networks?.includes(netid));
  if (!key) throw new Error(`network ${netid} has no default key`);
  return key.token;
}

/** Creates a network through the API. */
export async function createNetwork(
  server: ReachableServer,
  token: string,
  network: { netid: string } & Record<string, unknown>,
): Promise<void> {
  const reply = await request(server, 'POST', '/api/networks', { token, json: network });
  expect(reply.status, reply.text).toBe(200);
}
