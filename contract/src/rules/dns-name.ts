import { isIPv4Address, isIPv6Address } from './ip';

/** Custom DNS entry rules shared by the server and the console (reference section 11). */

export const DNS_NAME_MAX_LENGTH = 192;
const DNS_NAME_CHARACTERS = /^[A-Za-z0-9-.]+$/;

export const DNS_NAME_REQUIRED_MESSAGE = 'Please enter a DNS name';
export const DNS_NAME_LENGTH_MESSAGE = `A DNS name must have at most ${DNS_NAME_MAX_LENGTH} characters`;
/** Netmaker's text for a name with other characters, kept word for word. */
export const DNS_NAME_CHARACTERS_MESSAGE =
  'invalid input. Only uppercase letters (A-Z), lowercase letters (a-z), numbers (0-9), minus sign (-) and dots (.) are allowed';
export const DNS_ADDRESS_REQUIRED_MESSAGE = 'A DNS entry needs an IPv4 address, an IPv6 address or both';

/** The message for an invalid custom entry name, or null when it is acceptable. */
export function dnsNameError(name: string): string | null {
  if (name === '') return DNS_NAME_REQUIRED_MESSAGE;
  if (!DNS_NAME_CHARACTERS.test(name)) return DNS_NAME_CHARACTERS_MESSAGE;
  if (name.length > DNS_NAME_MAX_LENGTH) return DNS_NAME_LENGTH_MESSAGE;
  return null;
}

/** The message for the addresses of a custom entry ('' = none), or null when they are acceptable. */
export function dnsAddressError(address: string, address6: string): string | null {
  if (address === '' && address6 === '') return DNS_ADDRESS_REQUIRED_MESSAGE;
  if (address !== '' && !isIPv4Address(address)) return `address ${address} is not an IPv4 address`;
  if (address6 !== '' && !isIPv6Address(address6)) return `address6 ${address6} is not an IPv6 address`;
  return null;
}
