import { serverStatusSchema, type ServerStatus } from '@netloom/contract';
import { expect } from 'vitest';
import { request } from './http';
import type { TestServer } from './server';

/** GET /api/server/status, checked to carry exactly the status fields. */
export async function readStatus(server: TestServer): Promise<ServerStatus> {
  const reply = await request(server, 'GET', '/api/server/status');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  return serverStatusSchema.strict().parse(reply.body);
}

/** Waits until the status reports the server's MQTT client connected (it connects once the server listens). */
export async function untilBrokerConnected(server: TestServer): Promise<void> {
  await expect.poll(async () => (await readStatus(server)).broker_connected, { timeout: 5000 }).toBe(true);
}
