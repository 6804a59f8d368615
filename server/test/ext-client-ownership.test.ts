import { extClientSchema, type ExtClient } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, addAccount, createSuperAdmin, logIn } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { createNetwork } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

// A client's owner keeps the rights their roles give them now, not the ones they had when it was made.
describe.each(backends)("a client's owner and their current rights ($name)", (backend) => {
  const server = useServer(backend);
  let admin: string;
  let gatewayId: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
    await createNetwork(server(), admin, { netid: 'office', addressrange: '10.185.0.0/24' });
    gatewayId = (await createGateway(server(), admin, 'office')).gateway.id;
  });

  /** A client of the office network owned by a new network user. */
  async function ownedClient(owner: string, clientid: string): Promise<{ token: string; client: ExtClient }> {
    await addAccount(server(), owner, 'platform-user', ['office-network-user-grp']);
    const client = await createClient(server(), admin, 'office', gatewayId, { clientid, tags: { laptops: {} } });
    await server().db.updateTable('ext_clients').set({ ownerid: owner }).where('clientid', '=', clientid).execute();
    return { token: await logIn(server(), owner, ACCOUNT_PASSWORD), client: { ...client, ownerid: owner } };
  }
  const clientPath = (clientid: string) => `/api/extclients/office/${clientid}`;
  const asAdmin = (method: string, path: string, json?: unknown) =>
    request(server(), method, path, { token: admin, json });

  it('shows an owner who lost their role in the network neither the key nor the config, nor lets them edit', async () => {
    const { client } = await ownedClient('erin', 'erin-laptop');
    const roleless = await asAdmin('PUT', '/api/users/erin', { user_group_ids: {}, platform_role_id: 'platform-user' });
    expect(roleless.status, roleless.text).toBe(200);
    const token = await logIn(server(), 'erin', ACCOUNT_PASSWORD);
    const denied = (action: string) =>
      errorBody(403, `only admins, admins of network office and the client's owner can ${action}`);
    const key = await request(server(), 'GET', clientPath('erin-laptop'), { token });
    expect(key.body).toEqual(denied('see its private key'));
    const file = await request(server(), 'GET', `${clientPath('erin-laptop')}/file`, { token });
    expect(file.status).toBe(403);
    const edit = await request(server(), 'PUT', clientPath('erin-laptop'), { token, json: { ...client } });
    expect(edit.body).toEqual(denied('change it'));
  });

  it('keeps a client an admin disabled off until an admin enables it again', async () => {
    const { token, client } = await ownedClient('fred', 'fred-laptop');
    const disabled = await asAdmin('PUT', clientPath('fred-laptop'), { ...client, enabled: false });
    expect(disabled.status, disabled.text).toBe(200);
    const again = await request(server(), 'PUT', clientPath('fred-laptop'), {
      token,
      json: { ...client, enabled: true },
    });
    expect(again.body).toEqual(
      errorBody(403, 'an admin disabled this client; only admins and admins of network office can enable it again'),
    );
    expect((await asAdmin('PUT', clientPath('fred-laptop'), { ...client, enabled: true })).status).toBe(200);
    const ownOff = await request(server(), 'PUT', clientPath('fred-laptop'), {
      token,
      json: { ...client, enabled: false },
    });
    expect(ownOff.status, ownOff.text).toBe(200);
    const ownOn = await request(server(), 'PUT', clientPath('fred-laptop'), {
      token,
      json: { ...client, enabled: true },
    });
    expect(ownOn.status, ownOn.text).toBe(200);
  });

  it("lets no owner change a client's tags or denials, which decide what it may reach", async () => {
    const { token, client } = await ownedClient('gina', 'gina-laptop');
    const message = errorBody(
      403,
      "only admins and admins of network office can change a client's tags and denied nodes, which decide what it may reach",
    );
    const tags = await request(server(), 'PUT', clientPath('gina-laptop'), {
      token,
      json: { ...client, tags: { laptops: {}, servers: {} } },
    });
    expect(tags.body).toEqual(message);
    const denials = await request(server(), 'PUT', clientPath('gina-laptop'), {
      token,
      json: { ...client, deniednodeacls: { [gatewayId]: {} } },
    });
    expect(denials.body).toEqual(message);
    const same = await request(server(), 'PUT', clientPath('gina-laptop'), {
      token,
      json: { ...client, dns: '9.9.9.9' },
    });
    expect(same.status, same.text).toBe(200);
  });

  it('disables the clients of a deleted user, and a new user of that name inherits none of them', async () => {
    await ownedClient('hugo', 'hugo-laptop');
    expect((await asAdmin('DELETE', '/api/users/hugo')).status).toBe(200);
    const kept = extClientSchema.parse((await asAdmin('GET', clientPath('hugo-laptop'))).body);
    expect(kept).toMatchObject({ enabled: false, ownerid: '' });
    const token = await addAccount(server(), 'hugo', 'platform-user', ['office-network-user-grp']);
    const key = await request(server(), 'GET', clientPath('hugo-laptop'), { token });
    expect(key.status).toBe(403);
  });
});
