import { apiNodeSchema, envelopeSchema, nodeStatusEntrySchema, type ApiNode, type ExtClient } from '@netloom/contract';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { request } from './support/http';
import { createNetwork } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

describe.each(backends)('external clients as static nodes ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let gateway: ApiNode;
  let client: ExtClient;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'field', addressrange: '10.190.0.0/24', addressrange6: 'fd90::/64' });
    await createNetwork(server(), token, { netid: 'empty', addressrange: '10.191.0.0/24' });
    ({ gateway } = await createGateway(server(), token, 'field'));
    client = await createClient(server(), token, 'field', gateway.id, {
      clientid: 'field-tablet',
      tags: { 'field.tablets': {} },
    });
  });

  const nodesOf = async (path: string) => {
    const reply = await request(server(), 'GET', path, { token });
    expect(reply.status).toBe(200);
    return apiNodeSchema.strict().array().parse(reply.body);
  };

  it("lists a network's clients after its nodes, in node form, online while enabled", async () => {
    const nodes = await nodesOf('/api/nodes/field');
    expect(nodes.map((node) => node.is_static)).toEqual([false, true]);
    expect(nodes[1]).toEqual({
      ...nodes[1],
      id: NIL_UUID,
      hostid: NIL_UUID,
      address: `${client.address}/24`,
      address6: `${client.address6}/64`,
      network: 'field',
      networkrange: '10.190.0.0/24',
      networkrange6: 'fd90::/64',
      server: 'localhost',
      connected: true,
      is_static: true,
      is_user_node: false,
      isingressgateway: false,
      tags: { 'field.tablets': {} },
      status: 'online',
      status_reason: 'client-enabled',
      static_node: { ...client, privatekey: '' },
    });
  });

  it("shows a disabled client offline and not connected, and a user's client as a user node", async () => {
    await request(server(), 'PUT', '/api/extclients/field/field-tablet', {
      token,
      json: { ...client, enabled: false },
    });
    await server()
      .db.updateTable('ext_clients')
      .set({ remote_access_client_id: 'rac-1' })
      .where('clientid', '=', 'field-tablet')
      .execute();
    const listed = (await nodesOf('/api/nodes/field'))[1];
    expect(listed).toMatchObject({
      connected: false,
      is_user_node: true,
      status: 'offline',
      status_reason: 'client-disabled',
      static_node: { enabled: false, remote_access_client_id: 'rac-1' },
    });
    await request(server(), 'PUT', '/api/extclients/field/field-tablet', {
      token,
      json: { ...client, enabled: true, remote_access_client_id: 'rac-1' },
    });
  });

  it('lists the clients of every network after all the nodes', async () => {
    await createClient(server(), token, 'field', gateway.id, { clientid: 'field-phone' });
    const nodes = await nodesOf('/api/nodes');
    expect(nodes.map((node) => (node.is_static ? (node.static_node as ExtClient).clientid : 'node'))).toEqual([
      'node',
      'field-phone',
      'field-tablet',
    ]);
    expect(await nodesOf('/api/nodes/empty')).toEqual([]);
  });

  it('reports the status of clients by client id', async () => {
    const reply = await request(server(), 'GET', '/api/v1/nodes/field/status', { token });
    const statuses = envelopeSchema(z.record(z.string(), nodeStatusEntrySchema.strict())).parse(reply.body).Response;
    expect(Object.keys(statuses).sort()).toEqual([gateway.id, 'field-phone', 'field-tablet'].sort());
    expect(statuses['field-tablet']).toEqual({
      id: 'field-tablet',
      is_static: true,
      is_user_node: true,
      status: 'online',
      status_reason: 'client-enabled',
    });
    expect(statuses[gateway.id]).toMatchObject({ is_static: false });
  });
});
