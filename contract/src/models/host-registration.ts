import { z } from 'zod';
import { apiHostSchema, hostFactsSchema } from './host';
import { hostMeasurementsSchema } from './metrics';
import { apiNodeSchema } from './node';

/**
 * POST /api/v1/host/register/{token}: a new host sends its facts; a registered host re-registering
 * (to join the key's networks) also sends its `id` and `hostpass`.
 */
export const registerHostRequestSchema = hostFactsSchema.extend({
  id: z.string().optional(),
  hostpass: z.string().optional(),
});
export type RegisterHostRequest = z.infer<typeof registerHostRequestSchema>;

/**
 * What a host needs from the server (Netmaker's `ServerConfig`, Go field names). `Broker` is where
 * the host's MQTT client connects; it logs in with `MQUserName`/`MQPassword`, its own host id and secret.
 */
export const hostServerConfigSchema = z.object({
  API: z.string(),
  APIHost: z.string(),
  Server: z.string(),
  Broker: z.string(),
  BrokerType: z.enum(['embedded', 'external']),
  MQUserName: z.string(),
  MQPassword: z.string(),
  Version: z.string(),
  Is_EE: z.boolean(),
  ManageDNS: z.boolean(),
  Stun: z.boolean(),
  /** The STUN servers hosts learn their public endpoint from, `host:port` separated by commas (Netmaker's format). */
  StunServers: z.string(),
  EndpointDetection: z.boolean(),
  DefaultDomain: z.string(),
});
export type HostServerConfig = z.infer<typeof hostServerConfigSchema>;

/** The credentials a host authenticates with afterwards (POST /api/hosts/adm/authenticate and MQTT). */
export const hostCredentialsSchema = z.object({ id: z.string(), password: z.string() });
export type HostCredentials = z.infer<typeof hostCredentialsSchema>;

/**
 * The raw answer to a registration: the host, its nodes (one per network of the key), the server
 * config, and its credentials. The password is only ever sent here; the server keeps a hash.
 */
export const registerHostResponseSchema = z.object({
  requested_host: apiHostSchema,
  nodes: z.array(apiNodeSchema),
  server_config: hostServerConfigSchema,
  host_credentials: hostCredentialsSchema,
});
export type RegisterHostResponse = z.infer<typeof registerHostResponseSchema>;

/** POST /api/hosts/adm/authenticate (docs/architecture.md, Host protocol). */
export const hostAuthRequestSchema = z.object({
  id: z.string(),
  password: z.string(),
  macaddress: z.string().optional(),
});
export type HostAuthRequest = z.infer<typeof hostAuthRequestSchema>;

/** `Response` of POST /api/hosts/adm/authenticate: a 15-minute host token. */
export const hostAuthTokenSchema = z.object({ ID: z.string(), AuthToken: z.string() });
export type HostAuthToken = z.infer<typeof hostAuthTokenSchema>;

/** Requests admins leave for a host, handed over on its next check-in. */
export const HOST_ACTIONS = ['UPGRADE', 'FORCE_UPGRADE', 'UPDATE_KEYS', 'REQ_PULL'] as const;
export type HostAction = (typeof HOST_ACTIONS)[number];

/** What the server leaves on a host's `host/update/<hostid>/<server>` topic: one action. */
export const hostActionMessageSchema = z.object({ Action: z.enum(HOST_ACTIONS) });
export type HostActionMessage = z.infer<typeof hostActionMessageSchema>;

/**
 * PUT /api/v1/fallback/host/{hostid} with a host token (docs/architecture.md, Host protocol), also accepted on the MQTT
 * topic `host/serverupdate/<server>/<hostid>`: `CHECK_IN` records a check-in and the reported facts;
 * `UPDATE_HOST` records the facts only; `UPDATE_METRICS` stores what the host measured of its peers
 * (`Metrics`); `DELETE_HOST` is the host leaving for good: it and its nodes are deleted (the agent's `leave`).
 */
export const hostCheckInRequestSchema = z.object({
  Action: z.enum(['CHECK_IN', 'UPDATE_HOST', 'UPDATE_METRICS', 'DELETE_HOST']),
  Host: hostFactsSchema.optional(),
  Metrics: hostMeasurementsSchema.optional(),
});
export type HostCheckInRequest = z.infer<typeof hostCheckInRequestSchema>;

/**
 * `Response` of a check-in: the host, its nodes (nodes marked for deletion are removed on this
 * check-in and no longer listed), and the pending actions, which are cleared once handed over.
 */
export const hostCheckInResponseSchema = z.object({
  host: apiHostSchema,
  nodes: z.array(apiNodeSchema),
  actions: z.array(z.enum(HOST_ACTIONS)),
});
export type HostCheckInResponse = z.infer<typeof hostCheckInResponseSchema>;

/**
 * Where the server offers the agent as one self-contained executable: Linux on the server's processor (x86-64), no
 * Node.js needed on the host.
 */
export const AGENT_DOWNLOAD_PATH = '/api/v1/agent/netloom-agent';
/** The agent file's SHA-256 beside it, as `sha256sum -c` reads it: `<hex>  netloom-agent`. */
export const AGENT_CHECKSUM_PATH = `${AGENT_DOWNLOAD_PATH}.sha256`;
/** The agent as one JavaScript file, for hosts on other processors that have Node.js 18 or newer. */
export const AGENT_SCRIPT_DOWNLOAD_PATH = `${AGENT_DOWNLOAD_PATH}.mjs`;
/** The script's SHA-256 beside it: `<hex>  netloom-agent.mjs`. */
export const AGENT_SCRIPT_CHECKSUM_PATH = `${AGENT_SCRIPT_DOWNLOAD_PATH}.sha256`;
