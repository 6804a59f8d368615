import {
  aclPolicySchema,
  apiNodeSchema,
  enrollmentKeySchema,
  envelopeSchema,
  extClientSchema,
  tagListRespSchema,
  tagSchema,
  type ApiNode,
  type ExtClient,
} from '@netloom/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/store/database';
import { createSuperAdmin } from './support/accounts';
import { tagPolicy } from './support/acl-fixtures';
import { backends } from './support/backends';
import { hostFacts } from './support/host-client';
import { request, type ReachableServer } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { createGateway } from './support/remote-access';
import {
  exitOf,
  killServer,
  SERVER_SOURCES_COMMAND,
  spawnServer,
  untilUp,
  type ServerProcess,
} from './support/server-process';
import { halfWritten, storedCounts, type StoredCounts } from './support/store-wholeness';
import { createTags } from './support/tags';
import { fireWrites, type WriteKind } from './support/write-burst';

const NETWORK = { netid: 'durable', addressrange: '10.210.0.0/16', addressrange6: 'fd21::/64' };
/** The tag every policy of the burst joins to itself. */
const POLICY_TAG = `${NETWORK.netid}.web`;
/** The server is killed once this many of the 1,000 writes are acknowledged, and KILL_AFTER_EACH_KIND of every kind. */
const KILL_AFTER = 300;
const KILL_AFTER_EACH_KIND = 5;

const registrationSchema = z.object({ nodes: apiNodeSchema.array().length(1) });
const nodeFingerprint = (node: ApiNode) => `${node.hostid}/${node.id} at ${node.address}`;
const clientFingerprint = (client: ExtClient) => `${client.clientid} at ${client.address}`;

/** A write of the burst, and the table it lands in. */
type DurableWrite = WriteKind & { table: keyof StoredCounts };

/** What GET `path` lists (a bare list, or one in the envelope's Response), as the super-admin. */
async function listed<T>(server: ReachableServer, token: string, path: string, item: z.ZodType<T>): Promise<T[]> {
  const reply = await request(server, 'GET', path, { token });
  expect(reply.status, reply.text).toBe(200);
  return z.union([item.array(), envelopeSchema(item.array()).transform((body) => body.Response)]).parse(reply.body);
}

/** The 1,000 writes: hosts joining (a host and its node each), enrollment keys, external clients, policies and tags. */
function writeKinds(server: () => ReachableServer, token: string, keyToken: string, gatewayId: string): DurableWrite[] {
  const post = (path: string, json: unknown) => request(server(), 'POST', path, { token, json });
  const { netid } = NETWORK;
  return [
    {
      name: 'hosts joining',
      table: 'nodes',
      count: 300,
      send: () =>
        request(server(), 'POST', `/api/v1/host/register/${encodeURIComponent(keyToken)}`, { json: hostFacts() }),
      fingerprint: (body) => nodeFingerprint(registrationSchema.parse(body).nodes[0]),
      stored: async () => {
        // Node lists show external clients too, as static nodes: those are the clients' own kind.
        const nodes = await listed(server(), token, `/api/nodes/${netid}`, apiNodeSchema.strict());
        return new Set(nodes.filter((node) => !node.is_static).map(nodeFingerprint));
      },
    },
    {
      name: 'enrollment keys',
      table: 'enrollment_keys',
      count: 250,
      send: (index) =>
        post('/api/v1/enrollment-keys', { tags: [`crash-key-${index}`], networks: [netid], unlimited: true }),
      fingerprint: (body) => enrollmentKeySchema.parse(body).value,
      stored: async () =>
        new Set(
          (await listed(server(), token, '/api/v1/enrollment-keys', enrollmentKeySchema.strict())).map(
            (key) => key.value,
          ),
        ),
    },
    {
      name: 'external clients',
      table: 'ext_clients',
      count: 200,
      send: (index) => post(`/api/extclients/${netid}/${gatewayId}`, { clientid: `crash-client-${index}` }),
      fingerprint: (body) => clientFingerprint(extClientSchema.parse(body)),
      stored: async () =>
        new Set(
          (await listed(server(), token, `/api/extclients/${netid}`, extClientSchema.strict())).map(clientFingerprint),
        ),
    },
    {
      name: 'access policies',
      table: 'acl_policies',
      count: 150,
      send: (index) =>
        post(`/api/v1/acls?network=${netid}`, tagPolicy(`crash-policy-${index}`, [POLICY_TAG], [POLICY_TAG])),
      fingerprint: (body) => envelopeSchema(aclPolicySchema).parse(body).Response.id,
      stored: async () =>
        new Set(
          (await listed(server(), token, `/api/v1/acls?network=${netid}`, aclPolicySchema.strict())).map(
            (acl) => acl.id,
          ),
        ),
    },
    {
      name: 'tags',
      table: 'tags',
      count: 100,
      send: (index) => post(`/api/v1/tags?network=${netid}`, { tag_name: `crash-tag-${index}` }),
      fingerprint: (body) => envelopeSchema(tagSchema).parse(body).Response.id,
      stored: async () =>
        new Set(
          (await listed(server(), token, `/api/v1/tags?network=${netid}`, tagListRespSchema.strict())).map(
            (tag) => tag.id,
          ),
        ),
    },
  ];
}

/** A network with a remote-access gateway and the tag the policies use; the key hosts join with and the gateway's node id. */
async function prepareNetwork(server: ReachableServer, token: string) {
  await createNetwork(server, token, NETWORK);
  const { gateway } = await createGateway(server, token, NETWORK.netid);
  await createTags(server, token, NETWORK.netid, ['web']);
  return { keyToken: await defaultKeyToken(server, token, NETWORK.netid), gatewayId: gateway.id };
}

/** Fires the writes, kills the server with SIGKILL once enough are acknowledged, and waits for every request to end. */
async function killUnderWrites(server: ServerProcess, kinds: WriteKind[]) {
  const burst = fireWrites(kinds);
  await burst.untilAcknowledged(KILL_AFTER, KILL_AFTER_EACH_KIND);
  killServer(server);
  const answeredAtKill = burst.answeredSoFar();
  await exitOf(server.child);
  expect(server.child.signalCode).toBe('SIGKILL');
  return { answeredAtKill, outcome: await burst.settled };
}

describe.each(backends)('a server killed under 1,000 concurrent writes ($name)', (backend) => {
  it('keeps every acknowledged write after a restart, and nothing half-written', { timeout: 180_000 }, async () => {
    const database = await backend.createDatabase();
    let server = await spawnServer(SERVER_SOURCES_COMMAND, database.settings);
    try {
      await untilUp(server);
      const token = await createSuperAdmin(server);
      const { keyToken, gatewayId } = await prepareNetwork(server, token);
      const kinds = writeKinds(() => server, token, keyToken, gatewayId);
      const { answeredAtKill, outcome } = await killUnderWrites(server, kinds);

      server = await spawnServer(SERVER_SOURCES_COMMAND, database.settings);
      await untilUp(server);
      const db = await openDatabase(loadConfig(database.settings), { warn: () => undefined });
      try {
        const counts = await storedCounts(db);
        const found = await Promise.all(
          kinds.map(async (kind) => ({
            kind,
            acknowledged: outcome.acknowledged.get(kind.name) ?? [],
            stored: await kind.stored(),
          })),
        );
        const total = kinds.reduce((sum, kind) => sum + kind.count, 0);
        const refused = JSON.stringify(Object.fromEntries(outcome.refusedByStatus));
        console.log(
          [
            `${backend.name}: killed with ${answeredAtKill} of ${total} writes answered ` +
              `(refused by status: ${refused}; never answered: ${outcome.unanswered}); after the restart:`,
            ...found.map(
              ({ kind, acknowledged, stored }) =>
                `  ${kind.name}: ${acknowledged.length} acknowledged, ${stored.size} stored`,
            ),
          ].join('\n'),
        );
        for (const { kind, acknowledged, stored } of found) {
          expect(acknowledged.length, `no ${kind.name} acknowledged before the kill`).toBeGreaterThan(0);
          const lost = acknowledged.filter((fingerprint) => !stored.has(fingerprint));
          expect(lost, `${kind.name} lost`).toEqual([]);
          expect(stored.size, `${kind.name}: listed vs stored rows`).toBe(counts[kind.table]);
        }
        expect(outcome.unanswered, 'writes in flight when the server was killed').toBeGreaterThan(0);
        expect([...outcome.refusedByStatus.keys()].filter((status) => status >= 500)).toEqual([]);
        expect(counts.hosts).toBe(counts.nodes);
        expect(await halfWritten(db, backend.name === 'sqlite')).toEqual([]);
      } finally {
        await db.destroy();
      }
    } catch (error) {
      console.error(`server output (the end):\n${server.output().slice(-5000)}`);
      throw error;
    } finally {
      killServer(server);
      await database.drop();
    }
  });
});
