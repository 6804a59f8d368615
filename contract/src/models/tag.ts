import { z } from 'zod';
import { apiNodeSchema } from './node';

/** Tag: a named group of a network's nodes, id `<network>.<tag_name>`. */
export const tagSchema = z.object({
  id: z.string(),
  tag_name: z.string(),
  network: z.string(),
  color_code: z.string(),
  created_by: z.string(),
  /** RFC 3339. */
  created_at: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/**
 * TagListResp: a tag with what carries it, nodes and external clients (as static nodes, `is_static`),
 * and their number.
 */
export const tagListRespSchema = tagSchema.extend({
  used_by_count: z.number().int(),
  tagged_nodes: z.array(apiNodeSchema).nullable(),
});
export type TagListResp = z.infer<typeof tagListRespSchema>;

/**
 * A member of a tag in a request: a whole ApiNode as the console sends it, or just `{id}` for a node
 * and `{is_static: true, static_node: {clientid}}` for an external client.
 */
export const taggedNodeSchema = z.object({
  id: z.string(),
  is_static: z.boolean().optional(),
  static_node: z.object({ clientid: z.string() }).nullable().optional(),
});
export type TaggedNode = z.infer<typeof taggedNodeSchema>;

/**
 * POST /api/v1/tags?network=: `tag_name` follows `tagNameProblem`; `network`, when sent, must be the
 * query's; `tagged_nodes` are nodes and external clients of the network.
 */
export const createTagRequestSchema = z.object({
  tag_name: z.string(),
  network: z.string().optional(),
  color_code: z.string().optional(),
  tagged_nodes: z.array(taggedNodeSchema).nullable().optional(),
});
export type CreateTagRequest = z.infer<typeof createTagRequestSchema>;

/**
 * PUT /api/v1/tags?network=: the tag `id`; a `new_name` renames it (its id becomes
 * `<network>.<new_name>` everywhere it is used); `tagged_nodes` replaces its members (null for none,
 * left out to keep them); `color_code` replaces the colour. `tag_name` is ignored.
 */
export const updateTagRequestSchema = z.object({
  id: z.string(),
  tag_name: z.string().optional(),
  new_name: z.string().optional(),
  network: z.string().optional(),
  color_code: z.string().optional(),
  tagged_nodes: z.array(taggedNodeSchema).nullable().optional(),
});
export type UpdateTagRequest = z.infer<typeof updateTagRequestSchema>;
