/** Where the server's embedded broker listens, beside its API (server/src/mesh/broker/embedded-broker.ts). */
const EMBEDDED_BROKER_PATH = '/api/v1/mqtt';

/**
 * The broker addresses to try, in order: the one the server told, then the embedded broker beside
 * the API address this host reaches (the server may have been told a wrong address of itself, such as
 * `localhost`), then any the host used before.
 */
export function brokerAddresses(told: string, apiAddress: string, earlier: string[] = []): string[] {
  const beside = `${apiAddress.replace(/^http/, 'ws').replace(/\/+$/, '')}${EMBEDDED_BROKER_PATH}`;
  return [...new Set([told, beside, ...earlier])];
}
