import type { LiveTopic } from '@netloom/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/app-type';
import { successfulApiWrite } from '../peers/mesh-changes';
import type { LiveHub } from '../../live-hub';

const USERS: LiveTopic[] = ['users'];
const KEYS: LiveTopic[] = ['enrollment-keys'];
/** A device or node changed: the lists showing it, and its automatic DNS entries. */
const DEVICE: LiveTopic[] = ['hosts', 'nodes', 'dns'];
/**
 * A device joined or left networks: also the networks' counts, the keys' uses, a gateway's clients
 * and which hosts keep each policy.
 */
const MEMBERSHIP: LiveTopic[] = ['hosts', 'nodes', 'dns', 'networks', 'extclients', 'enrollment-keys', 'acls'];
/**
 * A gateway, relay, egress or internet role changed: the nodes show roles, clients go with a gateway,
 * and the gateway keeps the policies of the traffic it carries.
 */
const GATEWAY: LiveTopic[] = ['nodes', 'extclients', 'acls'];
/** Tags or clients changed: who the policies naming them stand for. */
const TAGGED: LiveTopic[] = ['tags', 'nodes', 'extclients', 'acls'];
/** A change the route tells the hub itself, or one no list shows (signing in, restarting). */
const NONE: LiveTopic[] = [];

/**
 * What each API write changes, by route: every route that is not a read has a row (a test holds the
 * table to the routes the server answers). The change is about the route's network — its `netid`
 * path parameter or `network` query parameter — or, when it names none, about no one network.
 */
export const WRITE_TOPICS: Readonly<Record<string, readonly LiveTopic[]>> = {
  'POST /api/users/adm/createsuperadmin': USERS,
  'POST /api/users/adm/authenticate': NONE,
  'POST /api/v2/oauth/exchange': NONE,
  'POST /api/users/:username': USERS,
  'PUT /api/users/:username': USERS,
  'DELETE /api/users/:username': USERS,
  'POST /api/users/adm/transfersuperadmin/:username': USERS,
  'DELETE /api/v2/sessions': NONE,
  'POST /api/v2/users/self/tokens': NONE,
  'DELETE /api/v2/users/self/tokens/:tokenid': NONE,
  'DELETE /api/v2/tokens/:tokenid': NONE,
  'POST /api/v2/users/self/mfa/enrolment': NONE,
  'POST /api/v2/users/self/mfa': USERS,
  'DELETE /api/v2/users/self/mfa': USERS,
  'POST /api/v2/users/self/mfa/recovery-codes': NONE,
  'DELETE /api/v2/users/:username/mfa': USERS,
  'POST /api/v2/login/mfa/enrolment': NONE,
  // An admin who sets MFA up while signing in turns it on.
  'POST /api/v2/login/mfa': USERS,
  'POST /api/v1/users/role': USERS,
  'PUT /api/v1/users/role': USERS,
  'DELETE /api/v1/users/role': USERS,
  'POST /api/v1/users/group': USERS,
  'PUT /api/v1/users/group': USERS,
  'DELETE /api/v1/users/group': USERS,
  'POST /api/v1/users/invite': USERS,
  'DELETE /api/v1/users/invite': USERS,
  'DELETE /api/v1/users/invites': USERS,
  'POST /api/v1/users/invite-signup': USERS,
  'DELETE /api/users_pending': USERS,
  'POST /api/users_pending/user/:username': USERS,
  'DELETE /api/users_pending/user/:username': USERS,
  'POST /api/server/shutdown': NONE,
  // Every key's token names the server's address.
  'PUT /api/v2/server/address': KEYS,
  'POST /api/networks': ['networks', 'nodes', 'enrollment-keys', 'users'],
  'PUT /api/networks/:netid': ['networks', 'nodes'],
  'DELETE /api/networks/:netid': [...MEMBERSHIP, 'users'],
  'POST /api/v1/enrollment-keys': KEYS,
  'PUT /api/v1/enrollment-keys/:value': KEYS,
  'DELETE /api/v1/enrollment-keys/:value': KEYS,
  'POST /api/v1/host/register/*': MEMBERSHIP,
  'POST /api/hosts/adm/authenticate': NONE,
  'PUT /api/v1/fallback/host/:hostid': NONE,
  'PUT /api/hosts/keys': DEVICE,
  'POST /api/hosts/sync': DEVICE,
  'POST /api/hosts/upgrade': DEVICE,
  'PUT /api/hosts/:hostid': DEVICE,
  'DELETE /api/hosts/:hostid': MEMBERSHIP,
  'PUT /api/hosts/:hostid/keys': DEVICE,
  'POST /api/hosts/:hostid/sync': DEVICE,
  'PUT /api/hosts/:hostid/upgrade': DEVICE,
  'POST /api/hosts/:hostid/networks/:netid': MEMBERSHIP,
  'DELETE /api/hosts/:hostid/networks/:netid': MEMBERSHIP,
  'PUT /api/nodes/:netid/:nodeid': DEVICE,
  'DELETE /api/nodes/:netid/:nodeid': MEMBERSHIP,
  'POST /api/nodes/:netid/:nodeid/approve': DEVICE,
  'POST /api/v1/tags': TAGGED,
  'PUT /api/v1/tags': TAGGED,
  'DELETE /api/v1/tags': TAGGED,
  'PUT /api/networks/:netid/acls': ['acls'],
  'PUT /api/networks/:netid/acls/v2': ['acls'],
  'PUT /api/networks/:netid/acls/pair': ['acls'],
  'POST /api/v1/acls': ['acls'],
  'PUT /api/v1/acls': ['acls'],
  'DELETE /api/v1/acls': ['acls'],
  'POST /api/dns/:netid': ['dns'],
  'DELETE /api/dns/:netid/:domain': ['dns'],
  'POST /api/v1/nameserver': ['dns'],
  'PUT /api/v1/nameserver': ['dns'],
  'DELETE /api/v1/nameserver': ['dns'],
  'POST /api/nodes/:netid/:nodeid/createrelay': GATEWAY,
  'DELETE /api/nodes/:netid/:nodeid/deleterelay': GATEWAY,
  'POST /api/nodes/:netid/:nodeid/creategateway': GATEWAY,
  'DELETE /api/nodes/:netid/:nodeid/deletegateway': GATEWAY,
  'POST /api/nodes/:netid/:nodeid/inet_gw': GATEWAY,
  'PUT /api/nodes/:netid/:nodeid/inet_gw': GATEWAY,
  'DELETE /api/nodes/:netid/:nodeid/inet_gw': GATEWAY,
  'POST /api/v1/node/:nodeid/failover': GATEWAY,
  'DELETE /api/v1/node/:nodeid/failover': GATEWAY,
  'POST /api/v1/node/:netid/failover/reset': GATEWAY,
  // A host's failover pairs: the route tells the live hub itself, naming the network it changed.
  'POST /api/v1/node/:nodeid/failover_me': NONE,
  'DELETE /api/v1/node/:nodeid/failover_me/:peerid': NONE,
  'POST /api/nodes/:netid/:nodeid/createingress': GATEWAY,
  'DELETE /api/nodes/:netid/:nodeid/deleteingress': GATEWAY,
  'POST /api/extclients/:netid/:clientid': ['extclients', 'nodes', 'acls'],
  'PUT /api/extclients/:netid/:clientid': ['extclients', 'nodes', 'acls'],
  'DELETE /api/extclients/:netid/:clientid': ['extclients', 'nodes', 'acls'],
};

/** A deleted network's members lose their access to it with it: its deletion is told as a change of no one network. */
const TOLD_TO_ALL = ['DELETE /api/networks/:netid'];

function textField(source: unknown, name: string): string | null {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function networkOf(request: FastifyRequest, route: string): string | null {
  if (TOLD_TO_ALL.includes(route)) return null;
  return textField(request.params, 'netid') ?? textField(request.query, 'network');
}

/**
 * Tells the live hub about every successful write through the API, once its response is done, with
 * the topics of its route in WRITE_TOPICS, and the audit log that recorded it. A route missing there
 * is a programming error, logged.
 */
export function registerLiveWriteChanges(app: App, live: LiveHub): void {
  app.addHook('onResponse', async (request, reply) => {
    const url = successfulApiWrite(request, reply);
    if (!url) return;
    const route = `${request.method} ${url}`;
    const topics = WRITE_TOPICS[route];
    if (!topics) {
      request.log.error(`live updates: no topics are known for ${route}; add it to WRITE_TOPICS`);
      return;
    }
    if (topics.length > 0) live.changed({ network: networkOf(request, route), topics: [...topics, 'audit'] });
  });
}
