import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { loadJwtSecret } from './features/auth/jwt-secret';
import { registerAuthRoutes } from './features/auth/routes';
import { createSessionTokens } from './features/auth/session-tokens';
import { registerNetworkRoutes } from './features/networks/routes';
import { registerServerRoutes } from './features/server/routes';
import { registerUserRoutes } from './features/users/routes';
import { trackApiRoutes } from './http/api-fallbacks';
import type { App } from './http/app-type';
import { createAuthenticator } from './http/auth';
import { registerConsoleSite } from './http/console-site';
import { corsOptions } from './http/cors';
import { registerErrorHandler } from './http/error-handler';
import { registerGuard } from './http/guard';
import { RequestLogAtDebug } from './http/request-log';
import { validatorCompiler } from './http/request-validation';
import { registerBroker } from './mesh/broker/broker';
import { openDatabase } from './store/database';

const FEATURES = [registerAuthRoutes, registerUserRoutes, registerServerRoutes, registerNetworkRoutes];

async function assemble(app: App, context: Omit<AppContext, 'broker'>): Promise<AppContext> {
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCors, corsOptions(context.config));
  await app.register(fastifyRateLimit, { global: false });
  registerGuard(app, createAuthenticator(context.db, context.tokens));
  const apiRoutes = trackApiRoutes(app);
  const fullContext = { ...context, broker: await registerBroker(app, context.config) };
  for (const registerFeature of FEATURES) registerFeature(app, fullContext);
  apiRoutes.addFallbacks();
  await registerConsoleSite(app, context.config.consoleDir);
  return fullContext;
}

export interface BuiltApp {
  app: App;
  context: AppContext;
}

/**
 * The whole server, its database open and migrated; `close()` closes it, the broker and the database.
 * `restart` is called once the response to POST /api/server/shutdown has gone out. Tests build it too.
 */
export async function buildApp(config: Config, restart: () => void): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new RequestLogAtDebug(),
  }).withTypeProvider<ZodTypeProvider>();
  const db = await openDatabase(config, app.log);
  app.addHook('onClose', () => db.destroy());
  try {
    const tokens = createSessionTokens(await loadJwtSecret(db), config.jwtValidityMinutes);
    return { app, context: await assemble(app, { config, db, tokens, restart }) };
  } catch (error) {
    await app.close();
    throw error;
  }
}
