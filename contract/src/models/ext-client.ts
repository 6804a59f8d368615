import { z } from 'zod';

const idSetSchema = z.record(z.string(), z.object({}).nullable());

/**
 * ExtClient: a WireGuard client of a remote-access gateway. Addresses are
 * bare IPs (no prefix), '' when none; `lastmodified` is unix seconds. Lists blank `privatekey`;
 * it is "[ENTER PRIVATE KEY]" when the client brought its own public key.
 */
export const extClientSchema = z.object({
  clientid: z.string(),
  privatekey: z.string(),
  publickey: z.string(),
  network: z.string(),
  dns: z.string(),
  address: z.string(),
  address6: z.string(),
  extraallowedips: z.array(z.string()).nullable(),
  allowed_ips: z.array(z.string()).nullable(),
  ingressgatewayid: z.string(),
  ingressgatewayendpoint: z.string(),
  lastmodified: z.number().int(),
  enabled: z.boolean(),
  ownerid: z.string(),
  deniednodeacls: idSetSchema.nullable(),
  remote_access_client_id: z.string(),
  postup: z.string(),
  postdown: z.string(),
  tags: idSetSchema.nullable(),
  os: z.string(),
  device_name: z.string(),
  public_endpoint: z.string(),
  country: z.string(),
});
export type ExtClient = z.infer<typeof extClientSchema>;

/**
 * CustomExtClient: the body of POST /api/extclients/{network}/{gatewayNodeId} and
 * PUT /api/extclients/{network}/{clientid}. The server allocates the addresses; a PUT takes
 * `enabled` and `extraallowedips` from the body and replaces `tags`, so send the whole client.
 */
export const customExtClientSchema = z.object({
  clientid: z.string().optional(),
  publickey: z.string().optional(),
  dns: z.string().optional(),
  extraallowedips: z.array(z.string()).nullable().optional(),
  enabled: z.boolean().optional(),
  deniednodeacls: idSetSchema.nullable().optional(),
  remote_access_client_id: z.string().optional(),
  postup: z.string().optional(),
  postdown: z.string().optional(),
  tags: idSetSchema.nullable().optional(),
  device_name: z.string().optional(),
  os: z.string().optional(),
  public_endpoint: z.string().optional(),
  country: z.string().optional(),
});
export type CustomExtClient = z.infer<typeof customExtClientSchema>;
