import { isIPv4Address, isIPv6Address } from './ip';

const PORT = /^[1-9]\d{0,4}$/;

/** Whether a port is one a peer can be dialled at: 1 to 65535. */
export function isPort(port: number): boolean {
  return Number.isInteger(port) && port >= 1 && port <= 65535;
}

/** The endpoint of an address and port as `wg` takes it: `ip:port`, an IPv6 address in brackets. */
export function endpointOf(ip: string, port: number): string {
  return `${isIPv6Address(ip) ? `[${ip}]` : ip}:${port}`;
}

/**
 * Whether text is a WireGuard endpoint as `wg` takes it: `ip:port` for IPv4, `[ip]:port` for IPv6,
 * the port 1 to 65535 (no names: a host dials the address the server saw).
 */
export function isEndpoint(text: string): boolean {
  const colon = text.lastIndexOf(':');
  if (colon < 0) return false;
  const address = text.slice(0, colon);
  const port = text.slice(colon + 1);
  if (!PORT.test(port) || !isPort(Number(port))) return false;
  const bracketed = /^\[(.*)\]$/.exec(address);
  return bracketed ? isIPv6Address(bracketed[1]) : isIPv4Address(address);
}
