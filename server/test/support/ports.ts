import { createServer, type AddressInfo } from 'node:net';

/** A local port nothing listens on (it was free a moment ago). */
export async function unusedPort(): Promise<number> {
  const listener = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  const { port } = listener.address() as AddressInfo;
  await new Promise((resolve) => listener.close(resolve));
  return port;
}
