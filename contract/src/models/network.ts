import { z } from 'zod';

export const yesNoSchema = z.enum(['yes', 'no']);
export type YesNo = z.infer<typeof yesNoSchema>;

/** The most characters a network's display name may have. */
export const NETWORK_NAME_MAX_LENGTH = 64;

/** A network as the console reads it (the [0.30] shape the console expects). */
export const networkSchema = z.object({
  netid: z.string(),
  /** An editable display name beside the immutable netid; '' shows the netid (Netmaker servers without it send none). */
  name: z.string().default(''),
  addressrange: z.string(),
  addressrange6: z.string(),
  isipv4: yesNoSchema,
  isipv6: yesNoSchema,
  defaultacl: yesNoSchema,
  defaultudpholepunch: yesNoSchema,
  allowmanualsignup: yesNoSchema,
  defaultinterface: z.string(),
  defaultlistenport: z.number().int(),
  defaultkeepalive: z.number().int(),
  defaultmtu: z.number().int(),
  defaultpostdown: z.string(),
  nodelimit: z.number().int(),
  nodeslastmodified: z.number().int(),
  networklastmodified: z.number().int(),
});
export type Network = z.infer<typeof networkSchema>;

/** What POST /api/networks accepts; unknown fields are ignored, missing ones take their defaults. */
export const createNetworkRequestSchema = z.object({
  netid: z.string(),
  name: z.string().optional(),
  addressrange: z.string().optional(),
  addressrange6: z.string().optional(),
  isipv4: yesNoSchema.optional(),
  isipv6: yesNoSchema.optional(),
  defaultacl: yesNoSchema.optional(),
  defaultudpholepunch: yesNoSchema.optional(),
  allowmanualsignup: yesNoSchema.optional(),
  defaultinterface: z.string().optional(),
  defaultlistenport: z.number().int().optional(),
  defaultkeepalive: z.number().int().optional(),
  defaultmtu: z.number().int().optional(),
  defaultpostdown: z.string().optional(),
  nodelimit: z.number().int().optional(),
});
export type CreateNetworkRequest = z.infer<typeof createNetworkRequestSchema>;

/** One entry of GET /api/v1/networks/stats: the network's fields plus its host count. */
export const networkStatsEntrySchema = networkSchema.extend({ hosts: z.number().int() });
export type NetworkStatsEntry = z.infer<typeof networkStatsEntrySchema>;

/** The figure Netmaker gives a limit that limits nothing (a network's `nodelimit` by default, the server's limits). */
export const NO_LIMIT = 999_999_999;
