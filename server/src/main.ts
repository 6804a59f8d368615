import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

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
const app = await buildApp(config).catch((error: unknown) => {
  console.error(`netloom: cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  app.log.info(`${signal} received; closing the server and the database`);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, `cannot listen on ${config.host}:${config.port}`);
  await app.close();
  process.exit(1);
}
