import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { loadConfig, type Environment } from '../../src/config';
import { connectDatabase, SQLITE_FILE_NAME } from '../../src/store/database';
import { addPendingUser } from '../../src/store/pending-user-repository';
import type { Database } from '../../src/store/schema';
import { tagPolicy, createPolicy } from './acl-fixtures';
import { createSuperAdmin } from './accounts';
import type { TestDatabase } from './backends';
import { checkIn, registerHost } from './host-client';
import { request } from './http';
import { createKey, createNetwork } from './keys';
import { peerReading, reportMeasurements } from './measurements';
import { createClient } from './remote-access';
import type { TestServer } from './server';
import { createTags } from './tags';

/** The network the seeded state lives in. */
export const SEEDED_NETWORK = 'vault';

const RIGHTS = { create: true, read: true, update: true, delete: true, vpn_access: false, self_only: false };

async function ok(server: TestServer, token: string, method: string, url: string, json: unknown): Promise<unknown> {
  const reply = await request(server, method, url, { token, json });
  expect(reply.status, `${method} ${url}: ${reply.text}`).toBe(200);
  return reply.body;
}

/**
 * Fills a server with a little of everything, through the API as people and hosts do: a network with
 * tags, a limited enrollment key, three hosts registered with it (checked in, one reporting metrics),
 * a remote-access gateway with a client, an egress gateway, a policy, DNS entries, a custom role and
 * group, users, an invitation, and someone waiting for approval after single sign-on. Returns the
 * super-admin's session token.
 */
export async function seedState(server: TestServer): Promise<string> {
  const token = await createSuperAdmin(server);
  await createNetwork(server, token, {
    netid: SEEDED_NETWORK,
    addressrange: '10.81.0.0/24',
    addressrange6: 'fd81::/64',
  });
  await createTags(server, token, SEEDED_NETWORK, ['servers', 'laptops']);
  const key = await createKey(server, token, { networks: [SEEDED_NETWORK], uses_remaining: 10 });
  const hosts = [];
  for (const [index, name] of ['vault-gateway', 'vault-db', 'vault-laptop'].entries()) {
    hosts.push(await registerHost(server.url, key.token, { name, endpointip: `203.0.113.${20 + index}` }));
  }
  for (const host of hosts) await checkIn(server.url, host.credentials);
  const [gateway, database, laptop] = hosts.map((host) => host.nodes[0]);
  const metrics = await reportMeasurements(server, hosts[0], [peerReading(hosts[1].host.publickey)]);
  expect(metrics.status, metrics.text).toBe(200);
  await ok(server, token, 'PUT', `/api/nodes/${SEEDED_NETWORK}/${database.id}`, {
    tags: { [`${SEEDED_NETWORK}.servers`]: {} },
  });
  await ok(server, token, 'PUT', `/api/nodes/${SEEDED_NETWORK}/${laptop.id}`, {
    tags: { [`${SEEDED_NETWORK}.laptops`]: {} },
  });
  await ok(server, token, 'POST', `/api/nodes/${SEEDED_NETWORK}/${gateway.id}/createingress`, {});
  await createClient(server, token, SEEDED_NETWORK, gateway.id, { clientid: 'vault-phone' });
  await ok(server, token, 'POST', `/api/nodes/${SEEDED_NETWORK}/${database.id}/creategateway`, {
    ranges: ['192.168.80.0/24'],
  });
  await createPolicy(
    server,
    token,
    SEEDED_NETWORK,
    tagPolicy('laptops to servers', [`${SEEDED_NETWORK}.laptops`], [`${SEEDED_NETWORK}.servers`]),
  );
  await ok(server, token, 'POST', `/api/dns/${SEEDED_NETWORK}`, { name: 'printer', address: '10.81.0.50' });
  const role = (await ok(server, token, 'POST', '/api/v1/users/role', {
    name: 'Vault DNS',
    network_id: SEEDED_NETWORK,
    network_level_access: { dns: { all_dns: RIGHTS } },
  })) as { Response: { id: string } };
  await ok(server, token, 'POST', '/api/users/adaline', {
    username: 'adaline',
    password: 'ada-password',
    platform_role_id: 'platform-user',
    user_group_ids: { [`${SEEDED_NETWORK}-network-user-grp`]: {} },
  });
  await ok(server, token, 'POST', '/api/users/grace', {
    username: 'grace',
    password: 'grace-password',
    platform_role_id: 'auditor',
  });
  await ok(server, token, 'POST', '/api/v1/users/group', {
    user_group: { name: 'Vault DNS team', network_roles: { [SEEDED_NETWORK]: { [role.Response.id]: {} } } },
    members: ['adaline'],
  });
  await ok(server, token, 'POST', '/api/v1/users/invite', {
    user_emails: ['lin@example.com'],
    platform_role_id: 'platform-user',
    network_roles: { [SEEDED_NETWORK]: { [`${SEEDED_NETWORK}-network-admin`]: {} } },
  });
  await addPendingUser(server.db, {
    username: 'sso-newcomer@example.com',
    external_id: 'https://idp.example.com|newcomer',
    display_name: 'Newcomer',
    created_at: new Date().toISOString(),
  });
  return token;
}

/** What the API lists, read with `token`: every path's status and body. */
export async function apiViews(server: Pick<TestServer, 'url'>, token: string): Promise<Record<string, unknown>> {
  const paths = [
    '/api/networks',
    '/api/hosts',
    '/api/nodes',
    '/api/extclients',
    '/api/v1/enrollment-keys',
    `/api/v1/acls?network=${SEEDED_NETWORK}`,
    `/api/v1/tags?network=${SEEDED_NETWORK}`,
    '/api/dns',
    `/api/metrics/${SEEDED_NETWORK}`,
    '/api/users',
    '/api/v1/users/roles',
    '/api/v1/users/groups',
    '/api/v1/users/invites',
    '/api/users_pending',
  ];
  const views: Record<string, unknown> = {};
  for (const url of paths) {
    const reply = await request(server, 'GET', url, { token });
    views[url] = { status: reply.status, body: reply.body };
  }
  return views;
}

/** A store connection to the test database, as it is (not migrated). */
export function storeOf(database: TestDatabase): Database {
  return connectDatabase(loadConfig(database.settings), { warn: () => undefined });
}

/**
 * Every row of every table but the migrations' bookkeeping, sorted, with PostgreSQL's bigint digits
 * read as the numbers SQLite gives; an empty object for a database that doesn't exist yet.
 */
export async function storedRows(database: TestDatabase): Promise<Record<string, unknown[]>> {
  const dataDir = database.settings.NETLOOM_DATA_DIR;
  if (dataDir && !existsSync(path.join(dataDir, SQLITE_FILE_NAME))) return {};
  const db = storeOf(database);
  try {
    const rows: Record<string, unknown[]> = {};
    for (const table of await db.introspection.getTables()) {
      const bigints = table.columns.filter((column) => column.dataType === 'int8').map((column) => column.name);
      const { rows: stored } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
      rows[table.name] = stored
        .map((row) => ({ ...row, ...Object.fromEntries(bigints.map((name) => [name, Number(row[name])])) }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return rows;
  } finally {
    await db.destroy();
  }
}

/** What a run of the netloom command printed, and its exit code. */
export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `netloom <args>` as a user does (scripts/netloom.mjs) with these settings (a test database's). */
export function runNetloom(args: string[], settings: Environment = {}): Promise<CommandRun> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'netloom.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', NETLOOM_DATA_DIR: '', ...settings },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
