import { expect } from 'vitest';
import { request, type ReachableServer } from './http';

/** Creates tags without members through the API (a node or key may carry only existing tags). */
export async function createTags(
  server: ReachableServer,
  token: string,
  netid: string,
  names: string[],
): Promise<void> {
  for (const name of names) {
    const reply = await request(server, 'POST', `/api/v1/tags?network=${netid}`, { token, json: { tag_name: name } });
    expect(reply.status, reply.text).toBe(200);
  }
}
