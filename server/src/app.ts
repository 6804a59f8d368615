import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { databaseRateLimitStore } from './features/auth/database-rate-limit-store';
import { loadJwtSecret } from './features/auth/jwt-secret';
import { registerAclRoutes } from './features/acls/routes';
import { registerAuditContext } from './audit/audit-context';
import { registerApiTokenRoutes } from './features/api-tokens/routes';
import { registerMfaSignInRoutes } from './features/auth/mfa-sign-in-routes';
import { registerMfaRoutes } from './features/mfa/routes';
import { registerAuditRoutes } from './features/audit/routes';
import { keepAuditRetention } from './features/audit/retention';
import { registerAuthRoutes } from './features/auth/routes';
import { registerFirstRunRoutes } from './features/auth/first-run-routes';
import { registerSessionRoutes } from './features/auth/session-routes';
import { prepareSetupCode } from './access/setup-code';
import { createSessionTokens } from './access/session-tokens';
import { registerDashboardRoutes } from './features/dashboard/routes';
import { registerNameserverRoutes } from './features/dns/nameserver-routes';
import { registerDnsRoutes } from './features/dns/routes';
import { registerEnrollmentKeyRoutes } from './features/enrollment-keys/routes';
import { registerExtClientRoutes } from './features/ext-clients/routes';
import { registerFirewallRoutes } from './features/firewall/routes';
import { registerGatewayRoutes } from './features/gateways/routes';
import { registerGraphRoutes } from './features/graph/routes';
import { brokerHostDirectory } from './features/hosts/broker-directory';
import { createHostTokens } from './access/host-tokens';
import { registerHostRoutes } from './features/hosts/routes';
import { createLiveHub } from './live-hub';
import { registerLiveRoutes } from './features/live/routes';
import { registerLiveWriteChanges } from './features/live/write-changes';
import { registerListRowRoutes } from './features/list-rows/routes';
import { registerMetricsRoutes } from './features/metrics/routes';
import { registerNetworkRoutes } from './features/networks/routes';
import { registerNodePeerRoutes } from './features/node-peers/routes';
import { registerNodeRoutes } from './features/nodes/routes';
import { registerOauthRoutes } from './features/oauth/routes';
import { registerMeshChanges } from './features/peers/mesh-changes';
import { createMeshPublisher } from './features/peers/mesh-publisher';
import { registerPeerRoutes } from './features/peers/routes';
import { registerRegistrationRoutes } from './features/registration/routes';
import { registerRemoteAccessRoutes } from './features/remote-access/routes';
import { registerServerRoutes } from './features/server/routes';
import { registerTagRoutes } from './features/tags/routes';
import { registerUserRoutes } from './features/users/routes';
import { registerRoleRoutes } from './features/roles/routes';
import { registerGroupRoutes } from './features/groups/routes';
import { registerInviteRoutes } from './features/invites/routes';
import { registerPendingUserRoutes } from './features/pending-users/routes';
import { trackApiRoutes, type ApiRoute } from './http/api-fallbacks';
import type { App } from './http/app-type';
import { createAuthenticator, createHostAuthenticator } from './access/auth';
import { registerConsoleSite } from './http/console-site';
import { corsOptions } from './http/cors';
import { registerErrorHandler } from './http/error-handler';
import { registerGuard } from './access/guard';
import { registerPrometheus } from './monitoring/prometheus';
import { declareDocsPagePublic, registerOpenApi } from './openapi/openapi';
import { refuseNulCharacters } from './http/nul-characters';
import { RequestLogAtDebug, requestForLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { schemaController } from './http/request-validation';
import { joinCluster, type Cluster } from './cluster/cluster';
import { connectPeerBrokers } from './cluster/peer-brokers';
import { registerBroker } from './mesh/broker/broker';
import { serverCredentials, type BrokerCredentials } from './mesh/broker/credentials';
import { MAX_UPDATE_BYTES } from './mesh/broker/packet-limits';
import { shareChanges } from './shared-changes';
import { startStunResponder } from './mesh/stun/stun-responder';
import { logDestination } from './log-destination';
import { openDatabase, poolUsage } from './store/database';
import { loadServerAddress } from './features/server/server-address';
import { batchesAtOnce, MeasurementBatches } from './features/metrics/measurement-batches';
import { storeMeasurements } from './features/registration/host-report';
import { serveOn } from './http/https-server';

const FEATURES = [
  registerAuthRoutes,
  registerSessionRoutes,
  registerApiTokenRoutes,
  registerMfaRoutes,
  registerMfaSignInRoutes,
  registerFirstRunRoutes,
  registerUserRoutes,
  registerRoleRoutes,
  registerGroupRoutes,
  registerInviteRoutes,
  registerPendingUserRoutes,
  registerOauthRoutes,
  registerServerRoutes,
  registerNetworkRoutes,
  registerEnrollmentKeyRoutes,
  registerRegistrationRoutes,
  registerPeerRoutes,
  registerHostRoutes,
  registerNodeRoutes,
  registerTagRoutes,
  registerAclRoutes,
  registerDnsRoutes,
  registerNameserverRoutes,
  registerGatewayRoutes,
  registerRemoteAccessRoutes,
  registerExtClientRoutes,
  registerMetricsRoutes,
  registerLiveRoutes,
  registerNodePeerRoutes,
  registerGraphRoutes,
  registerDashboardRoutes,
  registerFirewallRoutes,
  registerListRowRoutes,
  registerAuditRoutes,
];

/** What `assemble` starts from: the database is open, the secret loaded, this server has joined the others. */
interface Foundation extends Omit<
  AppContext,
  'broker' | 'mesh' | 'hostAccounts' | 'live' | 'measurements' | 'audit' | 'cluster'
> {
  joined: Cluster;
  brokerCredentials: BrokerCredentials;
}

async function assemble(app: App, foundation: Foundation): Promise<Omit<BuiltApp, 'app'>> {
  const { joined, brokerCredentials, ...context } = foundation;
  refuseNulCharacters(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, context.config);
  await app.register(fastifyCors, corsOptions(context.config));
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(context.db) });
  declareDocsPagePublic(app);
  registerGuard(app, {
    user: createAuthenticator(context.db, context.tokens),
    host: createHostAuthenticator(context.db, context.hostTokens),
  });
  const audit = registerAuditContext(app, context.db);
  const stopAuditRetention = keepAuditRetention(context.db, context.config.auditRetentionDays, app.log);
  app.addHook('onClose', async () => stopAuditRetention());
  const apiRoutes = trackApiRoutes(app);
  await registerOpenApi(app);
  const hostDirectory = brokerHostDirectory(context.db);
  const {
    connection: broker,
    hostAccounts: localHostAccounts,
    connectedHosts,
  } = await registerBroker(app, context.config, hostDirectory, brokerCredentials);
  const stun = await startStunResponder(context.config, app.log);
  app.addHook('onClose', () => stun.close());
  const localLive = createLiveHub();
  app.addHook('preClose', async () => localLive.close());
  const publishing = registerPrometheus(app, context.config, {
    connectedAgents: connectedHosts,
    liveStreams: () => localLive.openStreams(),
    pool: () => poolUsage(context.db),
    leader: () => joined.leadership.isLeader(),
    replicasAlive: () => joined.registry.alive().length,
  });
  const peers =
    context.config.databaseUrl && !context.config.externalBroker
      ? connectPeerBrokers(joined.registry, brokerCredentials, app.log, MAX_UPDATE_BYTES)
      : null;
  app.addHook('preClose', async () => peers?.close());
  const brokers = { own: broker, peers };
  const localMesh = createMeshPublisher(context.db, context.config, brokers, joined.leadership, app.log, publishing);
  app.addHook('preClose', () => localMesh.close());
  const { mesh, live, hostAccounts, serverAddressChanged } = shareChanges(
    joined.bus,
    {
      mesh: localMesh,
      live: localLive,
      hostAccounts: localHostAccounts,
      reloadServerAddress: () => loadServerAddress(context.db, context.config),
    },
    app.log,
  );
  registerMeshChanges(app, mesh);
  registerLiveWriteChanges(app, live);
  const cluster = { registry: joined.registry, leadership: joined.leadership, serverAddressChanged };
  const measurements = new MeasurementBatches(
    (reports) => storeMeasurements({ ...context, live }, reports),
    batchesAtOnce(context.config),
  );
  const fullContext = { ...context, broker, mesh, hostAccounts, live, measurements, audit, cluster };
  for (const registerFeature of FEATURES) registerFeature(app, fullContext);
  const routes = apiRoutes.addFallbacks();
  await registerConsoleSite(app, context.config.consoleDir);
  return { context: fullContext, apiRoutes: routes };
}

/**
 * How long requests under way may take to finish once the server starts closing; then every
 * connection still open is cut (a client that went away unseen, one that never sent a request),
 * which the server would otherwise wait for without end.
 */
export const CLOSE_GRACE_MS = 3000;

export interface BuiltApp {
  app: App;
  context: AppContext;
  /** Every API route the server answers (the permission matrix test checks it covers them all). */
  apiRoutes: ApiRoute[];
}

/**
 * The whole server, its database open and migrated; `close()` closes it, the broker and the database.
 * `restart` is called once the response to POST /api/server/shutdown has gone out. Tests build it too.
 */
export async function buildApp(config: Config, restart: () => void): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel, stream: logDestination(config.logFormat), serializers: { req: requestForLog } },
    logController: new RequestLogAtDebug(),
    trustProxy: config.trustProxy,
    schemaController,
    serverFactory: (handler, options) => serveOn(config, handler, options),
  }).withTypeProvider<ZodTypeProvider>();
  const db = await openDatabase(config, app.log);
  app.addHook('onClose', () => db.destroy());
  app.addHook('preClose', async () => {
    setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
  });
  try {
    const secret = await loadJwtSecret(db);
    await loadServerAddress(db, config);
    const tokens = createSessionTokens(secret, config.jwtValidityMinutes);
    const hostTokens = createHostTokens(secret);
    const setupCode = await prepareSetupCode(db, config);
    const joined = await joinCluster(config, db, app.log);
    app.addHook('preClose', () => joined.close());
    const brokerCredentials = serverCredentials(secret);
    return {
      app,
      ...(await assemble(app, { config, db, tokens, hostTokens, setupCode, restart, joined, brokerCredentials })),
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}
