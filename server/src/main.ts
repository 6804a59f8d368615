import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { listenUrls, startLines } from './http/listen-addresses';
import { RESTART_EXIT_CODE } from './restart-exit-code';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`netloom: invalid setting: ${error.message}`);
    process.exit(1);
  }
}

const config = readConfig();
const { app, context } = await buildApp(config, () => {
  app.log.info(`restart requested; exiting with code ${RESTART_EXIT_CODE} so that npm start starts the server again`);
  void stop(RESTART_EXIT_CODE);
}).catch((error: unknown) => {
  console.error(`netloom: cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

let stopping = false;
/**
 * How long closing may take before the process exits anyway: what is committed is on disk already
 * (the crash-durability tests kill the server outright), so a connection or a round of peer updates
 * that won't finish must not keep a stopped server alive.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Closes the server, the broker and the database, then exits with this code. */
async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info('closing the server and the database');
  setTimeout(() => {
    app.log.warn(`closing took over ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting without waiting longer`);
    process.exit(exitCode);
  }, SHUTDOWN_DEADLINE_MS).unref();
  try {
    await app.close();
    process.exit(exitCode);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received`);
    void stop(0);
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, `cannot listen on ${config.host}:${config.port}`);
  await app.close();
  process.exit(1);
}
// Plain lines for the person who started it, beside the logs.
const urls = listenUrls(config.host, config.port, undefined, config.tls ? 'https' : 'http');
for (const line of startLines(urls, config.apiHost, config.apiHostSource)) {
  console.log(line);
}
if (context.setupCode.shown !== null) {
  console.log(
    `No account yet, and other machines can reach this server: the console asks whoever creates the first account for the setup code ${context.setupCode.shown}`,
  );
}
