import { createDnsEntryRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { callerOf } from '../../access/guard';
import { sendJsonString } from '../../http/json-string';
import { hostsFile } from './dns-entries';
import { listNetworkHostDnsStatus } from './host-dns';
import {
  createDnsEntry,
  listNetworkDnsEntries,
  listVisibleDnsEntries,
  removeDnsEntry,
  type DnsEntryKind,
} from './service';

const networkPathSchema = z.object({ netid: z.string() });
const entryPathSchema = z.object({ netid: z.string(), domain: z.string() });
/** A new entry is named in the body; the path names only its network. */
const NEW_ENTRY = { object: 'dns', id: { body: 'name' } } as const;

/**
 * DNS: members of a network read its entries, its admins add and delete
 * custom ones. Every node has an automatic entry `<host name>.<network>`.
 */
export function registerDnsRoutes(app: App, { db, config }: AppContext): void {
  app.get('/api/dns', { config: { access: 'authenticated' } }, (request) =>
    listVisibleDnsEntries(db, callerOf(request)),
  );

  const listings: [string, DnsEntryKind, string][] = [
    ['', 'all', 'list its DNS entries'],
    ['/nodes', 'nodes', 'list its node DNS entries'],
    ['/custom', 'custom', 'list its custom DNS entries'],
  ];
  for (const [suffix, kind, to] of listings) {
    app.get(
      `/api/dns/adm/:netid${suffix}`,
      { config: { access: { network: 'read', to, resource: 'dns' } }, schema: { params: networkPathSchema } },
      (request) => listNetworkDnsEntries(db, request.params.netid, kind),
    );
  }

  app.get(
    '/api/v2/networks/:netid/dns/hosts',
    {
      config: { access: { network: 'read', to: 'see how its hosts resolve names', resource: 'dns' } },
      schema: { params: networkPathSchema },
    },
    (request) => listNetworkHostDnsStatus(db, request.params.netid, config.manageDns),
  );

  // The network's names as a hosts file (for /etc/hosts where no agent runs; agents get them with their updates).
  app.get(
    '/api/dns/adm/:netid/hosts',
    {
      config: { access: { network: 'read', to: 'read its hosts file', resource: 'dns' } },
      schema: { params: networkPathSchema },
    },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(hostsFile(await listNetworkDnsEntries(db, request.params.netid, 'all'))),
  );

  app.post(
    '/api/dns/:netid',
    {
      config: { access: { network: 'write', to: 'add DNS entries', resource: 'dns' }, audit: NEW_ENTRY },
      schema: { params: networkPathSchema, body: createDnsEntryRequestSchema },
    },
    (request) => createDnsEntry(db, request.params.netid, request.body),
  );

  app.delete(
    '/api/dns/:netid/:domain',
    {
      config: { access: { network: 'write', to: 'delete DNS entries', resource: 'dns' } },
      schema: { params: entryPathSchema },
    },
    async (request, reply) => {
      const { netid, domain } = request.params;
      await removeDnsEntry(db, netid, domain);
      return sendJsonString(reply, `${domain}.${netid} deleted.`);
    },
  );
}
