import { z } from 'zod';

/**
 * DNSEntry (reference section 12.9): a name and its addresses in a network; addresses are bare IPs,
 * '' when none. `automatic` is a Netloom extension: true for the entry every node gets
 * (`<host name>.<network>`), which follows the node and can't be deleted; false for custom entries.
 * Netmaker servers do not send it.
 */
export const dnsEntrySchema = z.object({
  address: z.string(),
  address6: z.string(),
  name: z.string(),
  network: z.string(),
  automatic: z.boolean(),
});
export type DnsEntry = z.infer<typeof dnsEntrySchema>;

/**
 * POST /api/dns/{network}: a custom entry. `name` follows `dnsNameError` and is unique in the network
 * among node and custom names (letter case aside); the addresses follow `dnsAddressError`. The path
 * names the network; `network` in the body is ignored.
 */
export const createDnsEntryRequestSchema = z.object({
  name: z.string(),
  address: z.string().optional(),
  address6: z.string().optional(),
  network: z.string().optional(),
});
export type CreateDnsEntryRequest = z.infer<typeof createDnsEntryRequestSchema>;
