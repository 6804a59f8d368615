import type { AuditObjectType } from '@netloom/contract';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { App } from '../http/app-type';
// The guard declares what it sets on requests (`caller`, `authenticatedHost`) that events are made from.
import type {} from '../access/guard';
import { insertAuditEvent, type NewAuditEvent } from '../store/audit-repository';
import type { Database } from '../store/schema';
import { transactionCompanion, withTransactionCompanion, type TransactionCompanion } from '../store/transactions';
import { timestampNow } from '../time';
import { auditedRoute, type AuditedRoute } from './audit-target';

/** What a service may tell about the change it is making, where the request doesn't say it. */
export type NamedObject = Partial<Pick<NewAuditEvent, 'object_type' | 'object_id' | 'network' | 'action'>>;

/** An event before it is written: its kind of object may be unknown (a mistake), its instant is when it is written. */
type DraftEvent = Omit<NewAuditEvent, 'object_type' | 'at'> & { object_type: AuditObjectType | undefined };

/**
 * The event of one audited request, from its handler's start to its response: written by the first
 * transaction of the request that commits (store/transactions.ts), never twice.
 */
export class PendingAuditEvent implements TransactionCompanion {
  private state: 'pending' | 'writing' | 'written' | 'closed' = 'pending';
  private named = false;

  constructor(
    private readonly event: DraftEvent,
    private readonly route: Pick<AuditedRoute, 'madeByTheHost' | 'onlyWhenNamed'>,
  ) {}

  /** The route's guess, corrected by the service that knows better. */
  name(named: NamedObject): void {
    if (this.state !== 'pending') return;
    Object.assign(this.event, named);
    this.named = true;
  }

  /** Inside the change's transaction, once its work succeeded: writes the event unless another transaction did. */
  async writeIn(trx: Database): Promise<void> {
    const event = this.complete();
    if (this.state !== 'pending' || !event) return;
    this.state = 'writing';
    await insertAuditEvent(trx, event);
  }

  /** The transaction that wrote the event committed. */
  committed(): void {
    if (this.state === 'writing') this.state = 'written';
  }

  /** The transaction that wrote the event rolled back: another may write it. */
  rolledBack(): void {
    if (this.state === 'writing') this.state = 'pending';
  }

  /**
   * The response went out: nothing the request left running writes the event any more. Returns the
   * event when it was never written (null when it was, or when the route's object is unknown).
   */
  close(): { unwritten: NewAuditEvent | null; objectKnown: boolean } {
    const unwritten = this.state === 'written' ? null : this.complete();
    this.state = 'closed';
    return { unwritten, objectKnown: this.event.object_type !== undefined };
  }

  private complete(): NewAuditEvent | null {
    const { object_type: objectType } = this.event;
    if (objectType === undefined || (this.route.onlyWhenNamed && !this.named)) return null;
    const actor = this.route.madeByTheHost ? { actor: this.event.object_id, actor_kind: 'host' as const } : {};
    return { ...this.event, object_type: objectType, ...actor, at: timestampNow() };
  }
}

/**
 * Runs a change no audited route makes (a host leaving through its check-in or over MQTT), so that the
 * change's transaction writes `event` with it.
 */
export function auditedChange<T>(event: Omit<NewAuditEvent, 'at'>, change: () => Promise<T>): Promise<T> {
  const pending = new PendingAuditEvent(event, { madeByTheHost: false, onlyWhenNamed: false });
  return withTransactionCompanion(pending, change);
}

/** The event of the audited request this code runs for, while it is being handled; undefined elsewhere. */
function pendingAuditEvent(): PendingAuditEvent | undefined {
  const companion = transactionCompanion();
  return companion instanceof PendingAuditEvent ? companion : undefined;
}

/**
 * Names the object of the change the current request makes where the request can't: an id the
 * service made (a new policy's), a name instead of a secret (an enrollment key's), the network of a
 * node found by its id. Does nothing outside an audited request.
 */
export function auditedObject(named: NamedObject): void {
  pendingAuditEvent()?.name(named);
}

/** The network of an object that may be in several (an enrollment key's): the one, or '' for none or several. */
export function singleNetwork(networks: readonly string[]): string {
  return networks.length === 1 ? networks[0] : '';
}

function text(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function objectIdOf(request: FastifyRequest, id: AuditedRoute['id']): string {
  if (!id) return '';
  if ('param' in id) return text(request.params, id.param);
  return 'query' in id ? text(request.query, id.query) : text(request.body, id.body);
}

function newEvent(request: FastifyRequest, route: AuditedRoute): PendingAuditEvent {
  const { caller, authenticatedHost: host } = request;
  const objectId = objectIdOf(request, route.id);
  return new PendingAuditEvent(
    {
      actor: caller?.username ?? host?.id ?? '',
      actor_kind: caller ? 'user' : host ? 'host' : 'anonymous',
      action: route.action,
      object_type: route.object,
      object_id: objectId,
      network: route.object === 'network' ? objectId : text(request.params, 'netid') || text(request.query, 'network'),
      operation: `${request.method} ${request.routeOptions.url}`,
      source_ip: request.ip,
    },
    route,
  );
}

/** What the running server knows of its auditing. */
export interface AuditLog {
  /** How the requests of each API route (`PUT /api/networks/:netid`) are recorded; null: they aren't. */
  routes: ReadonlyMap<string, AuditedRoute | null>;
  /**
   * How many successful changes were answered without their event in their transaction (each logged
   * as an error, its event written late): the audit tests hold it at zero.
   */
  unrecordedChanges(): number;
}

/**
 * Records every change made through the API (features/audit): the handler of each audited route
 * runs with its pending event, which the change's transaction writes. The safety net: a change that
 * answered 2xx without its event is logged as an error and its event written late, on its own.
 */
export function registerAuditContext(app: App, db: Database): AuditLog {
  const routes = new Map<string, AuditedRoute | null>();
  const eventOfRequest = new WeakMap<FastifyRequest, PendingAuditEvent>();
  const wrapped = new WeakSet<RouteHandlerMethod>();
  let unrecorded = 0;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) {
      routes.set(`${method} ${route.url}`, auditedRoute(method, route.url, route.config?.audit));
    }
    const handler = route.handler as RouteHandlerMethod;
    // The HEAD route Fastify adds for a GET route comes with the GET route's handler, wrapped already.
    if (wrapped.has(handler)) return;
    route.handler = function auditedHandler(request, reply) {
      const audited = routes.get(`${request.method} ${route.url}`);
      if (!audited) return handler.call(this, request, reply);
      const event = newEvent(request, audited);
      eventOfRequest.set(request, event);
      return withTransactionCompanion(event, () => handler.call(this, request, reply));
    };
    wrapped.add(route.handler);
  });
  app.addHook('onResponse', async (request, reply) => {
    const event = eventOfRequest.get(request);
    if (!event) return;
    const { unwritten, objectKnown } = event.close();
    if (reply.statusCode < 200 || reply.statusCode >= 300 || (objectKnown && !unwritten)) return;
    unrecorded += 1;
    const route = `${request.method} ${request.routeOptions.url}`;
    if (!unwritten) {
      request.log.error(`audit log: ${route} changed something the audit log can't name; set config.audit`);
      return;
    }
    request.log.error(`audit log: ${route} answered without writing its event in its transaction; written late`);
    await insertAuditEvent(db, unwritten).catch((error: unknown) => {
      request.log.error({ err: error }, `audit log: the late event of ${route} could not be written`);
    });
  });
  return { routes, unrecordedChanges: () => unrecorded };
}
