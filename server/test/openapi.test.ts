import { createNetworkRequestSchema } from '@netloom/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '../src/config';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from '../src/openapi/openapi';
import { OPERATION_TEXTS } from '../src/openapi/openapi-summaries';
import { backends } from './support/backends';
import { request } from './support/http';
import { documentedPath, operationsOf, type OpenApiDocument, type OpenApiResponse } from './support/openapi-document';
import { PERMISSION_MATRIX } from './support/permission-matrix';
import { useServer } from './support/server';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const ERROR_ENVELOPE = { $ref: '#/components/schemas/ApiError' };

/** What is wrong with one documented error response: no description, or not the error envelope. */
function errorResponseProblem(response: OpenApiResponse): string | null {
  if (!response.description?.endsWith('.')) return 'no description';
  const schema = response.content?.['application/json']?.schema;
  return JSON.stringify(schema) === JSON.stringify(ERROR_ENVELOPE) ? null : 'not the error envelope';
}

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

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const document = await fetchDocument();
    expect(await validator.validate(structuredClone({ ...document }))).toEqual({ valid: true });
    // The validator does look: an error response without its description is refused.
    const broken = structuredClone(document);
    delete broken.paths['/api/networks'].post.responses?.['400'].description;
    expect((await validator.validate({ ...broken })).valid).toBe(false);
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

  it('gives every operation its own summary, and answers in the error envelope described', async () => {
    const document = await fetchDocument();
    expect(document.components.schemas?.ApiError).toMatchObject({
      required: ['Code', 'Message', 'Response'],
      properties: { Code: { type: 'integer' }, Message: { type: 'string' }, Response: { type: 'null' } },
    });
    const problems: string[] = [];
    const summaries = new Map<string, string>();
    for (const { method, path, operation } of operationsOf(document)) {
      const name = `${method} ${path}`;
      const summary = operation.summary ?? '';
      if (!/^[A-Z]\S.{2,78}[^.]$/.test(summary)) problems.push(`${name}: summary "${summary}"`);
      if (summaries.has(summary)) problems.push(`${name}: the summary of ${summaries.get(summary)}`);
      summaries.set(summary, name);
      const statuses = Object.keys(operation.responses ?? {});
      if (!statuses.some((status) => /^[123]/.test(status))) problems.push(`${name}: no answer when all goes well`);
      if (operation.security === undefined && !statuses.includes('401')) problems.push(`${name}: no 401`);
      for (const status of statuses.filter((code) => code.startsWith('4'))) {
        const problem = errorResponseProblem(operation.responses?.[status] ?? {});
        if (problem) problems.push(`${name}: ${status} has ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes every error status the permission matrix gets from each route', async () => {
    const document = await fetchDocument();
    const operations = new Map(operationsOf(document).map((entry) => [`${entry.method} ${entry.path}`, entry]));
    const undocumented = PERMISSION_MATRIX.flatMap(({ route, expected }) => {
      const [method, url] = route.split(' ');
      const operation = operations.get(`${method} ${documentedPath(url)}`)?.operation;
      if (!operation) return [];
      const errors = new Set(expected.filter((status) => status >= 400));
      return [...errors].filter((status) => !operation.responses?.[status]).map((status) => `${route}: ${status}`);
    });
    expect(undocumented).toEqual([]);
  });

  it('keeps a summary for no route the server does not answer', () => {
    const served = server().apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(OPERATION_TEXTS).filter((route) => !served.includes(route))).toEqual([]);
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
    expect(document.paths['/api/networks'].post.summary).toBe('Create a network');
    expect(document.paths['/api/networks'].post.description).toBe('Admins only.');
    expect(document.paths['/api/networks'].post.responses?.['403']).toMatchObject({
      description: 'Only admins can create networks.',
    });
    expect(document.paths['/api/server/status'].get.responses?.['401']).toBeUndefined();
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
