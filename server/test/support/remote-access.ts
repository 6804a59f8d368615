import { apiNodeSchema, extClientSchema, type ApiNode, type ExtClient } from '@netloom/contract';
import { expect } from 'vitest';
import { registerHost, type RegisteredHost } from './host-client';
import { request, type ReachableServer } from './http';
import { defaultKeyToken } from './keys';

/** The public address the gateway hosts of these tests report. */
export const GATEWAY_ENDPOINT_IP = '203.0.113.10';

/** A Linux host with a public endpoint that joins the network and is made its remote-access gateway. */
export async function createGateway(
  server: ReachableServer,
  token: string,
  netid: string,
  ingress: Record<string, unknown> = {},
): Promise<{ host: RegisteredHost; gateway: ApiNode }> {
  const host = await registerHost(server.url, await defaultKeyToken(server, token, netid), {
    endpointip: GATEWAY_ENDPOINT_IP,
  });
  const reply = await request(server, 'POST', `/api/nodes/${netid}/${host.nodes[0].id}/createingress`, {
    token,
    json: ingress,
  });
  expect(reply.status, reply.text).toBe(200);
  return { host, gateway: apiNodeSchema.parse(reply.body) };
}

/** Creates an external client of the gateway through the API and returns it (with its private key). */
export async function createClient(
  server: ReachableServer,
  token: string,
  netid: string,
  gatewayId: string,
  client: Record<string, unknown> = {},
): Promise<ExtClient> {
  const reply = await request(server, 'POST', `/api/extclients/${netid}/${gatewayId}`, { token, json: client });
  expect(reply.status, reply.text).toBe(200);
  return extClientSchema.strict().parse(reply.body);
}
