import { createNetworkRequestSchema } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '../src/config';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from '../src/http/openapi';
import { backends } from './support/backends';
import { request } from './support/http';
import { documentedPath, operationsOf, type OpenApiDocument } from './support/openapi-document';
import { useServer } from './support/server';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The path parameters a documented path names: `/api/nodes/{netid}/{nodeid}` -> netid, nodeid. */
function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
}

describe.each(backends)('the OpenAPI document ($name)', (backend) => {
  const server = useServer(backend);

  async function fetchDocument(): Promise<OpenApiDocument> {
    const reply = await request(server(), 'GET', OPENAPI_DOCUMENT_PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    return reply.body as OpenApiDocument;
  }

  it('is an OpenAPI 3.1 document of Netloom, with the bearer token scheme', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Netloom', version: SERVER_VERSION });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/api\//);
      expect(Object.keys(item).filter((key) => !METHODS.includes(key))).toEqual([]);
    }
  });

  it('lists every route the server answers with its method, and nothing else', async () => {
    const document = await fetchDocument();
    const documented = operationsOf(document).map(({ method, path }) => `${method} ${path}`);
    const served = server()
      .apiRoutes.filter((route) => !route.url.startsWith(API_DOCS_PATH))
      .map((route) => `${route.method} ${documentedPath(route.url)}`);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('describes every operation: its feature area, its path parameters, who may call it', async () => {
    const document = await fetchDocument();
    const tags = document.tags.map((tag) => tag.name);
    const problems: string[] = [];
    for (const { method, path, operation } of operationsOf(document)) {
      const name = `${method} ${path}`;
      if (operation.tags?.length !== 1 || !tags.includes(operation.tags[0])) problems.push(`${name}: no known tag`);
      if (!operation.description) problems.push(`${name}: no description of its callers`);
      if (!operation.responses || Object.keys(operation.responses).length === 0) problems.push(`${name}: no responses`);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const names = declared.map((parameter) => parameter.name).sort();
      if (JSON.stringify(names) !== JSON.stringify(templateNames(path).sort())) {
        problems.push(`${name}: path parameters ${names.join(', ')}`);
      }
      if (declared.some((parameter) => parameter.required !== true || !parameter.schema)) {
        problems.push(`${name}: a path parameter is optional or has no schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('takes request bodies and parameters from the routes’ zod schemas', async () => {
    const document = await fetchDocument();
    const createNetwork = document.paths['/api/networks'].post;
    const body = createNetwork.requestBody?.content['application/json'].schema;
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual(Object.keys(createNetworkRequestSchema.shape).sort());
    expect(body?.required).toEqual(['netid']);
    const deleteNetwork = document.paths['/api/networks/{netid}'].delete;
    expect(deleteNetwork.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'force', schema: { type: 'string', enum: ['true', 'false'] } }),
    );
  });

  it('asks no token for public operations and one for the rest', async () => {
    const document = await fetchDocument();
    expect(document.paths['/api/server/status'].get.security).toEqual([]);
    expect(document.paths['/api/users/adm/authenticate'].post.security).toEqual([]);
    expect(document.paths['/api/networks'].post.security).toBeUndefined();
    expect(document.paths['/api/networks'].post.summary).toBe('Create networks');
    expect(document.paths['/api/networks'].post.description).toBe('Admins only.');
  });

  it('serves the readable reference page, which loads only files of its own', async () => {
    const page = await request(server(), 'GET', API_DOCS_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>Netloom API</title>');
    expect(page.text).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);
    const copy = await request(server(), 'GET', `${API_DOCS_PATH}/json`);
    expect(copy.body).toEqual(await fetchDocument());
  });
});
