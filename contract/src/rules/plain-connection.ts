import { isIPv4Address } from './ip';

/** Protocols that carry a host's token, secret and updates unencrypted. */
const PLAIN_PROTOCOLS = ['http:', 'ws:', 'mqtt:'];

/** Whether a URL's host name is the machine itself: `localhost` (and names under it), 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return isIPv4Address(host) && host.startsWith('127.');
}

/**
 * Whether the agent needs `--insecure` to connect to this URL: plain http, ws or mqtt to a machine
 * other than its own, where anyone on the way could read what crosses.
 */
export function needsInsecure(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return PLAIN_PROTOCOLS.includes(protocol) && !isLoopbackHost(hostname);
}
