import type { ServerAddressSource } from '@netloom/contract';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

const EVERY_ADDRESS = ['0.0.0.0', '::'];

function urlOf(address: string, port: number, protocol: string): string {
  return `${protocol}://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * The URLs the server answers at: each address of this machine's interfaces when it listens on every
 * address (other machines' first, loopback last), else the one it listens on.
 */
export function listenUrls(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
  protocol: 'http' | 'https' = 'http',
): string[] {
  if (!EVERY_ADDRESS.includes(host)) return [urlOf(host, port, protocol)];
  const addresses = Object.values(interfaces)
    .flatMap((infos) => infos ?? [])
    .filter((info) => info.family === 'IPv4' || host === '::')
    .filter((info) => !(info.family === 'IPv6' && info.scopeid))
    .sort((a, b) => Number(a.internal) - Number(b.internal));
  return addresses.map((info) => urlOf(info.address, port, protocol));
}

/** The lines `npm start` prints once the server listens: where to open it, and what hosts are told. */
export function startLines(urls: string[], hostAddress: string, hostAddressSource: ServerAddressSource): string[] {
  const told = `Hosts are told to reach it at ${hostAddress}`;
  return [
    `Netloom is running at ${urls.join(', ')}`,
    hostAddressSource === 'default'
      ? `${told}, which works on this machine only: set the address other machines reach it at in the console's Server settings (the first run asks for it).`
      : told,
  ];
}
