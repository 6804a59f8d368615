import { z } from 'zod';
import { isEndpoint } from '../rules/endpoint';
import { HOST_KEEPALIVE_MAX, HOST_MTU_MAX, HOST_MTU_MIN } from '../rules/host-settings';
import { isCidr, isIpAddress } from '../rules/ip';
import { isValidNetId } from '../rules/network-name';
import { isWireGuardKey } from '../rules/wireguard-key';
import { apiHostSchema } from './host';
import { apiNodeSchema } from './node';

/**
 * The fields of a peer update a host writes into its system (`wg`, `ip`, nftables, its resolver),
 * checked strictly: a key with a newline or a range like `default` could change what those commands
 * do. The server checks the same values where they are set, so it never sends others.
 */

/** A WireGuard key as `wg` prints it: exactly 44 characters of base64 (32 bytes). */
export const wireGuardKeySchema = z
  .string()
  .refine(isWireGuardKey, { error: 'must be a WireGuard key: 44 characters of base64 ending in "="' });

/** A range like `10.10.0.0/24` or `fd10::/64`: an address and a prefix in range, nothing else. */
export const cidrSchema = z.string().refine(isCidr, { error: 'must be a CIDR like 10.10.0.0/24' });

/** A CIDR, or '' for none. */
export const optionalCidrSchema = z.union([z.literal(''), cidrSchema]);

/** A bare IP address, or '' for none. */
export const optionalIpSchema = z.union([
  z.literal(''),
  z.string().refine(isIpAddress, { error: 'must be an IP address' }),
]);

/** `ip:port` or `[ip6]:port`, the port 1 to 65535. */
export const endpointSchema = z
  .string()
  .refine(isEndpoint, { error: 'must be an endpoint like 192.0.2.1:51821 or [2001:db8::1]:51821' });

/** Seconds between keepalives, 0 for none, as hosts and gateways are set. */
export const keepaliveSchema = z.number().int().min(0).max(HOST_KEEPALIVE_MAX);

const portSchema = z.number().int().min(0).max(65535);

/** The host as its own update carries it: its key, port, MTU and keepalive are applied as they come. */
export const updatedHostSchema = apiHostSchema.extend({
  publickey: wireGuardKeySchema,
  listenport: portSchema,
  wg_public_listen_port: portSchema,
  mtu: z.number().int().min(HOST_MTU_MIN).max(HOST_MTU_MAX),
  persistentkeepalive: keepaliveSchema,
});

/** A node of the host as its update carries it: its addresses and ranges go into `ip` and nftables, its network's name into the resolver. */
export const updatedNodeSchema = apiNodeSchema.extend({
  network: z.string().refine(isValidNetId, { error: 'must be a network id: 1 to 32 of a-z, 0-9, _ and -' }),
  address: optionalCidrSchema,
  address6: optionalCidrSchema,
  networkrange: optionalCidrSchema,
  networkrange6: optionalCidrSchema,
  egressgatewayranges: z.array(cidrSchema).nullable(),
});

const STUN_SERVER = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):([1-9]\d{0,4})$/;

/** Netmaker's `StunServers`: `host:port,host:port` (ports 1 to 65535), '' for none. */
export const stunServersSchema = z.string().refine(
  (text) =>
    text === '' ||
    text.split(',').every((entry) => {
      const port = STUN_SERVER.exec(entry)?.[1];
      return port !== undefined && Number(port) <= 65535;
    }),
  { error: 'must be STUN servers like stun.example.com:3478,192.0.2.1:3478' },
);

/** Where an update tells the host the server's API is now: an http(s) URL. */
export const apiUrlSchema = urlSchema(['http:', 'https:'], 'an http:// or https:// URL');

/** Where an update tells the host's MQTT client to connect now. */
export const brokerUrlSchema = urlSchema(['mqtt:', 'mqtts:', 'ws:', 'wss:'], 'an mqtt(s):// or ws(s):// URL');

function urlSchema(protocols: string[], what: string) {
  return z.string().refine(
    (text) => {
      try {
        return protocols.includes(new URL(text).protocol) && !/\s/.test(text);
      } catch {
        return false;
      }
    },
    { error: `must be ${what}` },
  );
}
