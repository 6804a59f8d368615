import { ALL_NETWORKS } from './roles';

/** Network name rules (on the wire as Netmaker's API checks them). */

const CONSOLE_NAME = /^[a-zA-Z0-9 _-]+$/;
const NETID = /^[a-z0-9_-]+$/;
export const NETID_MAX_LENGTH = 32;

/** What the console accepts in the name field before normalisation. */
export function isValidNetworkName(name: string): boolean {
  return CONSOLE_NAME.test(name) && name.trim() !== '';
}

/** Trimmed, whitespace runs become one hyphen, lowercased. */
export function normaliseNetworkName(name: string): string {
  return name.trim().replace(/\s+/g, '-').toLowerCase();
}

/** What the server stores as a network id: 1-32 characters of a-z, 0-9, underscore and hyphen. */
export function isValidNetId(netid: string): boolean {
  return netid.length > 0 && netid.length <= NETID_MAX_LENGTH && NETID.test(netid);
}

/** Network ids roles use as wildcards: a network so named would be taken for every network. */
export const RESERVED_NETIDS: readonly string[] = [ALL_NETWORKS];

export function isReservedNetId(netid: string): boolean {
  return RESERVED_NETIDS.includes(netid);
}
