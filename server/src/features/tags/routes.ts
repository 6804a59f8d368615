import { createTagRequestSchema, updateTagRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { nodeListing } from '../node-records/return-node';
import { createTag, editTag, listTags, removeTag } from './service';

const networkQuerySchema = z.object({ network: z.string() });
const deleteQuerySchema = z.object({ network: z.string(), tag_id: z.string() });

/** Tags: members of a network read its tags, its admins change them. */
export function registerTagRoutes(app: App, { config, db }: AppContext): void {
  app.get(
    '/api/v1/tags',
    {
      config: { access: { network: 'read', to: 'list its tags', resource: 'tag', in: 'query' } },
      schema: { querystring: networkQuerySchema },
    },
    async (request) => envelope('fetched tags', await listTags(db, request.query.network, nodeListing(config))),
  );

  app.post(
    '/api/v1/tags',
    {
      config: { access: { network: 'write', to: 'create tags', resource: 'tag', in: 'query' } },
      schema: { querystring: networkQuerySchema, body: createTagRequestSchema },
    },
    async (request) => {
      const { network } = request.query;
      const tag = await createTag(db, network, request.body, callerOf(request).username, nodeListing(config));
      return envelope(`created tag ${tag.id}`, tag);
    },
  );

  app.put(
    '/api/v1/tags',
    {
      config: {
        access: { network: 'write', to: 'change its tags', resource: 'tag', in: 'query' },
        audit: { id: { body: 'id' } },
      },
      schema: { querystring: networkQuerySchema, body: updateTagRequestSchema },
    },
    async (request) => {
      const tag = await editTag(db, request.query.network, request.body, nodeListing(config));
      return envelope(`updated tag ${tag.id}`, tag);
    },
  );

  app.delete(
    '/api/v1/tags',
    {
      config: {
        access: { network: 'write', to: 'delete its tags', resource: 'tag', in: 'query' },
        audit: { id: { query: 'tag_id' } },
      },
      schema: { querystring: deleteQuerySchema },
    },
    async (request) => {
      const { network, tag_id: id } = request.query;
      await removeTag(db, network, id);
      return envelope(`deleted tag ${id}`, null);
    },
  );
}
