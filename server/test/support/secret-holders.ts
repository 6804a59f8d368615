import { decodeJwtPayload, enrollmentKeySchema } from '@netloom/contract';
import { expect } from 'vitest';
import { hostToken, registerHost } from './host-client';
import { request } from './http';
import { createKey, createNetwork, defaultKeyToken } from './keys';
import { MATRIX_NETWORK, signInMatrixCallers, type MatrixCaller } from './permission-callers';
import { createClient, createGateway } from './remote-access';
import type { TestServer } from './server';

/** Who reads the API in the secret walk: the permission matrix's callers, and the gateway host of its network. */
export type SecretReader = MatrixCaller | 'host';

/** A secret the server holds, and who may find it in an answer. */
export interface HeldSecret {
  what: string;
  value: string;
  readers: SecretReader[];
}

/**
 * Values for the parameters of the walked routes (`:netid` in a path, `{netid}` in a query): each
 * binding fills the routes whose parameters it all names. `revealedBy` is a secret a successful
 * answer holds in a form no text search finds (a QR code image).
 */
export type Binding = Record<string, string> & { revealedBy?: string };

/** What the walk needs of a seeded server: each reader's token, the secrets it holds, the parameter values. */
export interface SecretHoldingServer {
  tokens: Record<SecretReader, string | undefined>;
  secrets: HeldSecret[];
  bindings: Binding[];
}

/** A network in which the matrix's network users and admins have no role. */
const OTHER_NETWORK = 'beta';
const NETWORK_ADMINS: SecretReader[] = ['admin', 'superAdmin', 'networkAdmin'];
const ADMINS: SecretReader[] = ['admin', 'superAdmin'];
const CONFIG_TYPES = ['file', 'qr', 'json'];

/** The stored rows that hold secrets or name things to walk. */
async function readRows(server: TestServer) {
  const db = server.db;
  return {
    jwtSecret: (
      await db.selectFrom('settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow()
    ).value,
    users: await db.selectFrom('users').select(['username', 'password_hash']).execute(),
    hosts: await db.selectFrom('hosts').select(['id', 'secret_hash']).execute(),
    nodes: await db.selectFrom('nodes').select(['id', 'network']).execute(),
    clients: await db.selectFrom('ext_clients').select(['clientid', 'network', 'ownerid', 'privatekey']).execute(),
    invites: await db.selectFrom('user_invites').select(['email', 'invite_code']).execute(),
  };
}

/**
 * Fills a server with everything that holds a secret: the matrix callers, a second network, a
 * remote-access gateway in each and another host in the matrix network, external clients owned by
 * an admin, a network admin and a network user, enrollment keys of one and of both networks, an
 * invitation. The server must run with single sign-on and mail configured, so their secrets are held too.
 */
export async function seedSecretHolders(server: TestServer): Promise<SecretHoldingServer> {
  const callers = await signInMatrixCallers(server);
  const superAdmin = callers.superAdmin ?? '';
  await createNetwork(server, superAdmin, { netid: OTHER_NETWORK, addressrange: '10.98.0.0/24' });
  const { host: gatewayHost, gateway } = await createGateway(server, superAdmin, MATRIX_NETWORK);
  const { gateway: otherGateway } = await createGateway(server, superAdmin, OTHER_NETWORK);
  const member = await registerHost(server.url, await defaultKeyToken(server, superAdmin, MATRIX_NETWORK));
  await createClient(server, superAdmin, MATRIX_NETWORK, gateway.id, { clientid: 'admins-laptop' });
  await createClient(server, callers.networkAdmin ?? '', MATRIX_NETWORK, gateway.id, { clientid: 'nadias-phone' });
  await createClient(server, superAdmin, MATRIX_NETWORK, gateway.id, { clientid: 'norahs-tablet' });
  await server.db
    .updateTable('ext_clients')
    .set({ ownerid: 'norah' })
    .where('clientid', '=', 'norahs-tablet')
    .execute();
  await createClient(server, superAdmin, OTHER_NETWORK, otherGateway.id, { clientid: 'beta-laptop' });
  await createKey(server, superAdmin, { networks: [MATRIX_NETWORK, OTHER_NETWORK], tags: ['both-networks'] });
  const invited = await request(server, 'POST', '/api/v1/users/invite', {
    token: superAdmin,
    json: { user_emails: ['invitee@example.com'], platform_role_id: 'platform-user' },
  });
  expect(invited.status, invited.text).toBe(200);
  const keys = await request(server, 'GET', '/api/v1/enrollment-keys', { token: superAdmin });
  const rows = await readRows(server);
  const { config } = server;

  const keyReaders = (networks: string[]): SecretReader[] =>
    networks.length === 1 && networks[0] === MATRIX_NETWORK ? NETWORK_ADMINS : ADMINS;
  const clientReaders = (client: (typeof rows.clients)[number]): SecretReader[] => {
    const admins = client.network === MATRIX_NETWORK ? NETWORK_ADMINS : ADMINS;
    const owner = Object.entries(callers).find(
      ([, token]) => token && decodeJwtPayload(token)?.UserName === client.ownerid,
    );
    return owner ? [...new Set([...admins, owner[0] as SecretReader])] : admins;
  };
  const secrets: HeldSecret[] = [
    { what: 'the JWT secret', value: rows.jwtSecret, readers: [] },
    ...rows.users.map((user) => ({
      what: `the password hash of ${user.username}`,
      value: user.password_hash,
      readers: [],
    })),
    ...rows.hosts.map((host) => ({ what: `the secret hash of host ${host.id}`, value: host.secret_hash, readers: [] })),
    ...[gatewayHost, member].map((host) => ({
      what: `the password of host ${host.host.id}`,
      value: host.credentials.password,
      readers: host === gatewayHost ? (['host'] as SecretReader[]) : [],
    })),
    ...rows.clients.map((client) => ({
      what: `the private key of external client ${client.clientid}`,
      value: client.privatekey,
      readers: clientReaders(client),
    })),
    ...enrollmentKeySchema
      .array()
      .parse(keys.body)
      .flatMap((key) => [
        { what: `the value of enrollment key ${key.tags}`, value: key.value, readers: keyReaders(key.networks ?? []) },
        { what: `the token of enrollment key ${key.tags}`, value: key.token, readers: keyReaders(key.networks ?? []) },
      ]),
    ...rows.invites.map((invite) => ({
      what: `the invite code of ${invite.email}`,
      value: invite.invite_code,
      readers: ADMINS,
    })),
    { what: 'the OIDC client secret', value: config.oidc?.clientSecret ?? '', readers: [] },
    { what: 'the SMTP password', value: config.mail ? new URL(config.mail.url).password : '', readers: [] },
  ];
  return {
    tokens: { ...callers, host: await hostToken(server.url, gatewayHost.credentials) },
    secrets,
    bindings: [
      ...[MATRIX_NETWORK, OTHER_NETWORK].map((netid) => ({ netid })),
      ...rows.nodes.map((node) => ({ netid: node.network, nodeid: node.id })),
      ...rows.hosts.map((host) => ({ hostid: host.id })),
      ...rows.users.map((user) => ({ username: user.username })),
      ...rows.invites.map((invite) => ({ email: invite.email, inviteCode: invite.invite_code })),
      ...rows.clients.flatMap((client) =>
        CONFIG_TYPES.map((type) => ({
          netid: client.network,
          clientid: client.clientid,
          type,
          ...(type === 'qr' ? { revealedBy: client.privatekey } : {}),
        })),
      ),
    ],
  };
}
